import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme.ts';

const base = { organization: undefined, mode: 'light', direction: 'ltr' } as const;

describe('the theme and the reader’s wish for less motion', () => {
  it('moves as MUI does by default', () => {
    const theme = createAppTheme(base);
    expect(theme.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });

  it('has no transitions, no durations to wait out and no ripple when the system asks for less motion', () => {
    const theme = createAppTheme({ ...base, reducedMotion: true });
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(Object.values(theme.transitions.duration)).toEqual(Object.values(theme.transitions.duration).map(() => 0));
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    // The rest of the theme is the same.
    expect(theme.components?.MuiButton?.defaultProps?.disableElevation).toBe(true);
    expect(theme.palette.primary.main).toBe(createAppTheme(base).palette.primary.main);
  });
});
