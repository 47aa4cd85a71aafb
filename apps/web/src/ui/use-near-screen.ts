import { type RefCallback, useCallback, useRef, useState } from 'react';

/**
 * Whether an element has come within `margin` of the screen (CSS lengths, as IntersectionObserver's
 * `rootMargin`); once it has, it stays so. Where the browser cannot tell (no IntersectionObserver),
 * it is at once. The browser's observer, used directly: a library for it (7 KB) was a tenth of the
 * app's own code on every first page (issue 11).
 */
export function useNearScreen(margin: string): [RefCallback<Element>, boolean] {
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || near) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const watcher = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          watcher.disconnect();
          setNear(true);
        },
        { rootMargin: margin },
      );
      watcher.observe(element);
      observer.current = watcher;
    },
    [margin, near],
  );
  return [ref, near];
}
