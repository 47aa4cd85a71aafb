import { createContext, useContext, useEffect } from 'react';

/**
 * Lets a page that shows the 404 page in place (a course address that names no course) say so,
 * so that the route guard titles the document as the 404 page rather than as the route.
 */
export const NotFoundSignalContext = createContext<((shown: boolean) => void) | null>(null);

/** Tells the guard, while mounted, that the 404 page is what the visitor sees. */
export function useSignalNotFound(): void {
  const signal = useContext(NotFoundSignalContext);
  useEffect(() => {
    if (!signal) return;
    signal(true);
    return () => signal(false);
  }, [signal]);
}
