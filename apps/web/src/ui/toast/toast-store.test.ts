import { describe, expect, it } from 'vitest';
import { snackbarDuration, toastDuration } from './toast-store.ts';

describe('toast durations (spec 1 §9)', () => {
  it('are 3000 ms, and 5000 ms for errors', () => {
    expect(toastDuration('success')).toBe(3000);
    expect(toastDuration('info')).toBe(3000);
    expect(toastDuration('warning')).toBe(3000);
    expect(toastDuration('error')).toBe(5000);
  });

  it('give the snackbar 5000 ms by default; -1 never closes', () => {
    expect(snackbarDuration()).toBe(5000);
    expect(snackbarDuration(-1)).toBeNull();
    expect(snackbarDuration(1200)).toBe(1200);
  });
});
