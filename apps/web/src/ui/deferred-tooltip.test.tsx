// @vitest-environment jsdom
import IconButton from '@mui/material/IconButton';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredTooltip } from './deferred-tooltip.tsx';

// MUI's tooltip marks the element it wraps.
const wrapped = (element: HTMLElement) => element.hasAttribute('data-mui-internal-clone-element');

describe('a hint whose tooltip loads at the first interaction', () => {
  afterEach(cleanup);

  it('shows the element alone, then, after a key is pressed, wraps it without losing its focus and shows the hint', async () => {
    render(
      <DeferredTooltip title="Switch to dark mode">
        <IconButton aria-label="Dark mode">☾</IconButton>
      </DeferredTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Dark mode' });
    button.focus();
    expect(wrapped(button)).toBe(false);

    fireEvent.keyDown(window, { key: 'Tab' });
    await waitFor(() => expect(wrapped(screen.getByRole('button', { name: 'Dark mode' }))).toBe(true));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dark mode' }));

    fireEvent.mouseOver(screen.getByRole('button', { name: 'Dark mode' }));
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Switch to dark mode');
  });
});
