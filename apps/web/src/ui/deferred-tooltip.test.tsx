// @vitest-environment jsdom
import IconButton from '@mui/material/IconButton';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredTooltip } from './deferred-tooltip.tsx';

// MUI's tooltip marks the element it wraps.
const wrapped = (element: HTMLElement) => element.hasAttribute('data-mui-internal-clone-element');

describe('a hint whose tooltip loads at the first interaction', () => {
  afterEach(cleanup);

  it('shows the element alone, then, after a key is pressed and released, wraps it without losing its focus and shows the hint', async () => {
    render(
      <DeferredTooltip title="Switch to dark mode">
        <IconButton aria-label="Dark mode">☾</IconButton>
      </DeferredTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Dark mode' });
    button.focus();
    expect(wrapped(button)).toBe(false);

    fireEvent.keyDown(window, { key: 'Tab' });
    // Its code is there, but the key is still down: a press and its release on two different
    // elements would make no click, so the element is wrapped only once the key is up.
    await import('@mui/material/Tooltip');
    await new Promise((resolve) => setTimeout(resolve));
    expect(wrapped(screen.getByRole('button', { name: 'Dark mode' }))).toBe(false);
    fireEvent.keyUp(window, { key: 'Tab' });
    await waitFor(() => expect(wrapped(screen.getByRole('button', { name: 'Dark mode' }))).toBe(true));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dark mode' }));

    fireEvent.mouseOver(screen.getByRole('button', { name: 'Dark mode' }));
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Switch to dark mode');
  });
});
