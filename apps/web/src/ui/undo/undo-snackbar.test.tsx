// @vitest-environment jsdom
import { errorCatalogue } from '@manara/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { i18n, i18nReady } from '../../i18n/i18n.ts';
import { UNDO_OFFER_DURATION_MS, UndoSnackbar } from './undo-snackbar.tsx';
import { offerUndo } from './undo-store.ts';

function renderSnackbar() {
  return render(
    <I18nextProvider i18n={i18n}>
      <UndoSnackbar />
    </I18nextProvider>,
  );
}

const undoButton = () => screen.getByRole('button', { name: 'Undo' });
/** Lets the inverse call's promise settle and React render its outcome. */
const settle = () => act(async () => {});

describe('the offer to undo a destructive action', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('says what happened, politely, with a button to undo it', () => {
    renderSnackbar();
    act(() => void offerUndo({ message: 'Member deactivated', undo: vi.fn() }));
    expect(screen.getByRole('status').textContent).toContain('Member deactivated');
    expect(undoButton().hasAttribute('disabled')).toBe(false);
  });

  it('runs the inverse call once, says it was undone, then closes', async () => {
    const undo = vi.fn().mockResolvedValue(null);
    renderSnackbar();
    act(() => void offerUndo({ message: 'Member deactivated', undo, undoneMessage: 'Member active again' }));
    fireEvent.click(undoButton());
    await settle();
    expect(undo).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toContain('Member active again');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    // The focus the Undo button had stays in the snackbar.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    // It stays while the focus is in it, and closes once the focus has left.
    act(() => {
      vi.advanceTimersByTime(UNDO_OFFER_DURATION_MS * 2);
    });
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'Close' }).blur());
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the refusal of the inverse call in place, and lets it be tried again', async () => {
    const undo = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, 'members-001', 'refused'))
      .mockResolvedValueOnce(null);
    renderSnackbar();
    act(() => void offerUndo({ message: 'Member deactivated', undo }));
    fireEvent.click(undoButton());
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Member deactivated: could not undo.');
    expect(alert.textContent).toContain(errorCatalogue['members-001'].en);
    // An error stays until it is read and closed.
    act(() => {
      vi.advanceTimersByTime(UNDO_OFFER_DURATION_MS * 2);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(undo).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toContain('Undone.');
  });

  /** The pointer comes onto (or leaves) an element from outside the page: each element it crosses hears it, as in a browser. */
  const pointer = (event: 'mouseEnter' | 'mouseLeave', element: HTMLElement) => {
    for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
      fireEvent[event](node);
    }
  };

  it('closes by itself once its time is over, unless the pointer is on it', () => {
    renderSnackbar();
    act(() => void offerUndo({ message: 'Section unpublished', undo: vi.fn() }));
    pointer('mouseEnter', screen.getByRole('status'));
    act(() => {
      vi.advanceTimersByTime(UNDO_OFFER_DURATION_MS * 2);
    });
    expect(screen.queryByRole('status')).not.toBeNull();
    pointer('mouseLeave', screen.getByRole('status'));
    act(() => {
      vi.advanceTimersByTime(UNDO_OFFER_DURATION_MS);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('gives way to a newer offer, whose Undo takes back only the newer action', () => {
    const first = vi.fn();
    const second = vi.fn().mockResolvedValue(null);
    renderSnackbar();
    act(() => void offerUndo({ message: 'Review hidden', undo: first }));
    act(() => void offerUndo({ message: 'Member deactivated', undo: second }));
    expect(screen.getByRole('status').textContent).toContain('Member deactivated');
    fireEvent.click(undoButton());
    expect(second).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
  });
});
