// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, i18nReady, loadNamespaces } from '../../../i18n/i18n.ts';
import { type CatalogueFilters, readCatalogueFilters } from '../catalogue-filters.ts';
import { CatalogueToolbar, type FilterChange } from './catalogue-toolbar.tsx';

const filtersWith = (search: string): CatalogueFilters => readCatalogueFilters(new URLSearchParams({ search }));

function renderToolbar(onChange: (change: FilterChange) => void) {
  const view = (filters: CatalogueFilters) => (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <CatalogueToolbar filters={filters} options={undefined} onChange={onChange} />
      </MemoryRouter>
    </I18nextProvider>
  );
  const result = render(view(filtersWith('')));
  return { rerender: (filters: CatalogueFilters) => result.rerender(view(filters)) };
}

const searchBox = () => screen.getByRole<HTMLInputElement>('searchbox');
const type = (value: string) => fireEvent.input(searchBox(), { target: { value } });

describe('the catalogue search box', () => {
  // The texts load as in the app (the global namespace, then the page's), before anything renders.
  beforeAll(async () => {
    await i18nReady;
    await loadNamespaces(['catalogue']);
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('applies the search once typing pauses', () => {
    const onChange = vi.fn();
    renderToolbar(onChange);
    type('lead');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ search: 'lead' });
  });

  it('keeps what the learner typed while the address caught up with the previous search', () => {
    const onChange = vi.fn();
    const { rerender } = renderToolbar(onChange);
    type('lead');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    // The box is cleared before the page renders with the search it applied.
    type('');
    rerender(filtersWith('lead'));
    expect(searchBox().value).toBe('');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(onChange).toHaveBeenLastCalledWith({ search: '' });
  });

  it('drops a search still waiting when the learner has left the page (a course card clicked)', () => {
    const onChange = vi.fn();
    renderToolbar(onChange);
    type('python');
    // The browser is at the course's address while this page is still shown.
    window.history.pushState({}, '', '/lms/courses/7/overview');
    try {
      act(() => {
        vi.advanceTimersByTime(400);
      });
      expect(onChange).not.toHaveBeenCalled();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('follows the address when it changes from elsewhere (back, filters cleared)', () => {
    const onChange = vi.fn();
    const { rerender } = renderToolbar(onChange);
    rerender(filtersWith('python'));
    expect(searchBox().value).toBe('python');
    rerender(filtersWith(''));
    expect(searchBox().value).toBe('');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(onChange).not.toHaveBeenCalled();
  });
});
