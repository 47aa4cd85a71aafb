// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearScreen } from './use-near-screen.ts';

function Footer() {
  const [ref, near] = useNearScreen('200px');
  return <footer ref={ref}>{near ? 'near' : 'far'}</footer>;
}

/** The browser's observer, as far as the hook uses it: what it watches, and a way to report the element on screen. */
class FakeObserver {
  static last: FakeObserver | undefined;
  watched: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: (entries: Array<{ isIntersecting: boolean }>) => void,
    readonly options: { rootMargin: string },
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

describe('whether an element has come near the screen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is not until the observer reports it within the margin, then stays so and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Footer />);
    const observer = FakeObserver.last as FakeObserver;
    expect(observer.options.rootMargin).toBe('200px');
    expect(observer.watched).toEqual([screen.getByRole('contentinfo')]);
    act(() => observer.report([{ isIntersecting: false }]));
    expect(screen.getByRole('contentinfo').textContent).toBe('far');
    act(() => observer.report([{ isIntersecting: true }]));
    expect(screen.getByRole('contentinfo').textContent).toBe('near');
    expect(observer.disconnected).toBe(true);
  });

  it('is at once where the browser has no observer', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Footer />);
    expect(screen.getByRole('contentinfo').textContent).toBe('near');
  });
});
