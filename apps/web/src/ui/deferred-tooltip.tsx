import { cloneElement, type ReactElement, type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { loadOnce, useLoaded } from '../lib/load-once.ts';

/**
 * MUI's tooltip and its positioning engine (Popper) are some 11 KiB of compressed JavaScript, for
 * hints nobody sees before moving the pointer or the keyboard (issue 11, first page). The icon
 * buttons of the shell and of the catalogue's cards wrap their hint in this instead: the button
 * renders at once, and MUI's tooltip is downloaded at the visitor's first interaction with the
 * page (a pointer over it, a key, a touch), long before a hint's delay would show it.
 */
const tooltip = loadOnce(async () => {
  const loaded = (await import('@mui/material/Tooltip')).default;
  await pressReleased();
  return loaded;
});
const INTERACTIONS = ['pointerover', 'keydown', 'touchstart'] as const;
let waiting = false;

/**
 * Whether a pointer button or a key is down: wrapping an element mounts it anew, and a click
 * whose press and release landed on two different elements is no click (a pointer that pressed
 * the favourites link while the tooltip arrived went nowhere). The tooltip waits for the release
 * and the click it makes.
 */
let pressed = false;
const released: (() => void)[] = [];

function press() {
  pressed = true;
}

function release() {
  // After the click the release makes, which the browser dispatches in the same task.
  setTimeout(() => {
    pressed = false;
    for (const resolve of released.splice(0)) resolve();
  });
}

function pressReleased(): Promise<void> {
  return pressed ? new Promise((resolve) => released.push(resolve)) : Promise.resolve();
}

function onFirstInteraction(event: Event) {
  for (const type of INTERACTIONS) window.removeEventListener(type, onFirstInteraction, true);
  // The key that is the first interaction is down already (listeners added now miss it).
  if (event.type === 'keydown') press();
  for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, press, true);
  for (const type of ['pointerup', 'pointercancel', 'keyup'] as const) window.addEventListener(type, release, true);
  void tooltip.load();
}

function loadAtFirstInteraction() {
  if (waiting || tooltip.requested()) return;
  waiting = true;
  for (const type of INTERACTIONS) window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
}

/**
 * The element its hint is for, with the hint once MUI's tooltip is there. Wrapping it then
 * mounts the element anew: if it had the focus, the new one takes it back, so that a keyboard
 * user's place is kept.
 */
export function DeferredTooltip({
  title,
  children,
}: {
  title: string;
  children: ReactElement<{ ref?: RefObject<HTMLElement | null> }>;
}) {
  const LoadedTooltip = useLoaded(tooltip);
  useEffect(loadAtFirstInteraction, []);
  const element = useRef<HTMLElement | null>(null);
  // Read as the tooltip arrives, before the plain element is replaced: it is still the focused one.
  const focusedBeforeSwap = useRef<boolean | null>(null);
  if (LoadedTooltip && focusedBeforeSwap.current === null) {
    focusedBeforeSwap.current = element.current !== null && element.current === document.activeElement;
  }

  useLayoutEffect(() => {
    if (LoadedTooltip && focusedBeforeSwap.current) element.current?.focus();
  }, [LoadedTooltip]);

  const child = cloneElement(children, { ref: element });
  return LoadedTooltip ? <LoadedTooltip title={title}>{child}</LoadedTooltip> : child;
}
