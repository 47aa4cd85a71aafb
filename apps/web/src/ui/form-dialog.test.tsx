// @vitest-environment jsdom
import { errorCatalogue } from '@manara/contract';
import TextField from '@mui/material/TextField';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import type { ComponentProps } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { i18n, i18nReady } from '../i18n/i18n.ts';
import { FormDialog } from './form-dialog.tsx';

type Props = Partial<ComponentProps<typeof FormDialog>>;

function renderDialog(props: Props = {}) {
  const onClose = vi.fn();
  const onSubmit = vi.fn();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <FormDialog title="Rename section" onClose={onClose} onSubmit={onSubmit} {...props}>
        <TextField label="Name" required defaultValue="" />
      </FormDialog>
    </I18nextProvider>,
  );
  return { onClose, onSubmit, ...view };
}

const save = () => screen.getByRole('button', { name: 'Save' });

describe('the frame of a form in a dialog', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it('is named by its title and leaves checking to the form, not to the browser', () => {
    const { onSubmit } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Rename section' });
    const form = dialog.querySelector('form');
    expect(form?.noValidate).toBe(true);
    // The empty required field does not stop the form: the form's own schema decides.
    fireEvent.click(save());
    expect(onSubmit).toHaveBeenCalledOnce();
    const event = onSubmit.mock.calls[0]?.[0] as Event;
    expect(event.defaultPrevented).toBe(true);
  });

  it('closes with Cancel and with Escape, and sends nothing', () => {
    const { onClose, onSubmit } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('cannot be sent again while the save is under way', () => {
    const { onSubmit } = renderDialog({ pending: true });
    expect(save().hasAttribute('disabled')).toBe(true);
    fireEvent.click(save());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(false);
  });

  it('reads out a failed call in the reader’s language, and a text of the form’s own as written', () => {
    const { rerender } = renderDialog({ error: null });
    expect(screen.queryByRole('alert')).toBeNull();
    const failure = new ApiError(409, 'members-004', 'taken');
    const frame = (error: unknown) => (
      <I18nextProvider i18n={i18n}>
        <FormDialog title="Invite" onClose={vi.fn()} onSubmit={vi.fn()} error={error}>
          <span />
        </FormDialog>
      </I18nextProvider>
    );
    rerender(frame(failure));
    expect(screen.getByRole('alert').textContent).toBe(errorCatalogue['members-004'].en);
    rerender(frame('Choose a video file first.'));
    expect(screen.getByRole('alert').textContent).toBe('Choose a video file first.');
  });

  it('names its buttons as told, and keeps Save off for a reason of the form', () => {
    renderDialog({ submitLabel: 'Send invitation', cancelLabel: 'Close', submitDisabled: true });
    expect(screen.getByRole('button', { name: 'Send invitation' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
