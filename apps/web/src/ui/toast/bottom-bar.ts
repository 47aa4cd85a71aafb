/**
 * The CSS variable that holds the height of a bar along the bottom of the window (the cookies
 * notice), set on the document while the bar shows: the toasts keep above it.
 */
export const BOTTOM_BAR_HEIGHT_VAR = '--bottom-bar-height';

/** A toast's distance from the bottom of the window: its usual gap, above any bottom bar. */
export function aboveBottomBar(gap: number): string {
  return `calc(${gap}px + var(${BOTTOM_BAR_HEIGHT_VAR}, 0px))`;
}
