// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, i18nReady, loadNamespaces } from '../../../i18n/i18n.ts';
import { NewsletterPage } from './newsletter-page.tsx';
import { useNewsletterSubscribers } from './support-staff.queries.ts';

// The page's data: no server here; the list hook records the queries the page asks for.
vi.mock('./support-staff.queries.ts', () => ({
  useNewsletterSubscribers: vi.fn(() => ({ data: { data: [], total: 0 }, isFetching: false, error: null })),
  downloadSubscribers: () => vi.fn(),
}));
vi.mock('../../organizations/organizations.queries.ts', () => ({ useOrganizationName: () => 'Demo Academy' }));

const lastQuery = () => vi.mocked(useNewsletterSubscribers).mock.lastCall?.[0];

describe('the newsletter subscribers table', () => {
  beforeAll(async () => {
    await i18nReady;
    await loadNamespaces(['support']);
  });
  afterEach(cleanup);

  it('asks the server for newest first, then for the column whose header is pressed', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <NewsletterPage />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(lastQuery()).toMatchObject({ skip: 0, sort: 'createdAt', order: 'desc' });
    expect(screen.getByRole('columnheader', { name: 'Subscribed on' }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'E-mail' }));
    expect(lastQuery()).toMatchObject({ skip: 0, sort: 'email', order: 'asc' });
    fireEvent.click(screen.getByRole('button', { name: 'E-mail' }));
    expect(lastQuery()).toMatchObject({ sort: 'email', order: 'desc' });
    expect(screen.getByRole('columnheader', { name: 'E-mail' }).getAttribute('aria-sort')).toBe('descending');
  });
});
