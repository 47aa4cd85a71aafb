import { useLayoutEffect, useRef } from 'react';
import { type Location, useNavigationType } from 'react-router';

/** Where each visited entry of the history was scrolled to, by its key; kept for the tab's session (a reload restores it). */
const STORAGE_KEY = 'manara-scroll-positions';
const positions = new Map<string, number>(readPositions());

function readPositions(): [string, number][] {
  try {
    return JSON.parse(globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? '[]');
  } catch {
    return [];
  }
}

function savePositions(): void {
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-100)));
  } catch {
    // Storage is full or disabled: positions are kept for this page only.
  }
}

/** The entry's key: a document's first entry has none of its own ('default'), its address tells it. */
function keyOf(location: Location): string {
  return location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;
}

/** Whether this document was reloaded or reached by back or forward: then its first entry returns to where it was. */
function documentReturned(): boolean {
  const [entry] = globalThis.performance?.getEntriesByType?.('navigation') ?? [];
  return entry !== undefined && (entry as PerformanceNavigationTiming).type !== 'navigate';
}

let firstEntry = true;

/**
 * Scrolls to `top`, and again as the page grows until it can be reached (its data still coming in
 * after a reload); the reader's own scrolling, or leaving the page, ends it.
 */
function scrollWhenReachable(top: number): () => void {
  const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= top;
  window.scrollTo(0, top);
  if (reachable()) return () => undefined;
  const readerActs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, top);
    if (reachable()) stop();
  });
  function stop() {
    observer.disconnect();
    for (const event of readerActs) window.removeEventListener(event, stop);
  }
  observer.observe(document.body);
  for (const event of readerActs) window.addEventListener(event, stop, { passive: true });
  return stop;
}

/**
 * The scroll position across the app's navigations, as browsers do across documents: a new page
 * opens at its top (or at the element its address's `#hash` names), going back or forward returns
 * to where that page was left, and so does a reload. `location` is the one shown.
 */
export function ScrollRestoration({ location }: { location: Location }) {
  // How the latest address was reached: the shown location's once it shows (the shown one stays
  // while the next page loads, and must not move then).
  const latestType = useNavigationType();
  const navigationType = useRef(latestType);
  navigationType.current = latestType;

  useLayoutEffect(() => {
    history.scrollRestoration = 'manual';
    // Where the reader is, kept as they scroll: when the next page replaces this one, the browser
    // has already moved to what the shorter page allows.
    const key = keyOf(location);
    const remember = () => positions.set(key, window.scrollY);
    const persist = () => {
      remember();
      savePositions();
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, [location]);

  useLayoutEffect(() => {
    const type = navigationType.current;
    const returning = type === 'POP' && (!firstEntry || documentReturned());
    firstEntry = false;
    const saved = returning ? positions.get(keyOf(location)) : undefined;
    if (saved !== undefined) return scrollWhenReachable(saved);
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (type !== 'POP') window.scrollTo(0, 0);
    positions.set(keyOf(location), window.scrollY);
  }, [location]);

  return null;
}
