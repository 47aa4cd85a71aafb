// @vitest-environment jsdom
import type { OrganizationMember } from '@manara/contract';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, i18nReady, loadNamespaces } from '../../../i18n/i18n.ts';
import { MembersPage } from './members-page.tsx';

const member: OrganizationMember = {
  userId: 7,
  email: 'rana@example.test',
  firstName: 'Rana',
  lastName: 'Kassab',
  firstNameAr: null,
  lastNameAr: null,
  permissionSet: { id: 3, slug: 'instructor', name: 'Instructor' },
  permissionSetIsLocked: false,
  status: 'pending',
  forceResetPassword: false,
  isInvitationPending: false,
  joinedAt: '2026-01-01T00:00:00.000Z',
};

// The page's data: no server here.
vi.mock('./members.queries.ts', () => ({
  useMembers: () => ({ data: { data: [member], total: 1 }, isFetching: false, isSuccess: true, isError: false }),
  useMemberPermissionSets: () => ({ data: [] }),
}));
vi.mock('../../organizations/organizations.queries.ts', () => ({ useOrganizationName: () => 'Demo Academy' }));
vi.mock('../../auth/session.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSession: () => ({ user: { id: 1 } }),
}));

/** The browser's width: a phone (below `sm`) or a desktop, as `useMediaQuery` asks it. */
function viewport(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

function renderPage() {
  render(
    <I18nextProvider i18n={i18n}>
      <MembersPage />
    </I18nextProvider>,
  );
  const table = screen.getByRole('table', { name: 'Members' });
  return {
    headers: within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
    member: within(table).getByRole('rowheader'),
    cells: within(table).getAllByRole('row')[1]?.querySelectorAll('td') ?? [],
  };
}

describe('the members table', () => {
  beforeAll(async () => {
    await i18nReady;
    await loadNamespaces(['members', 'access']);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('has a column each for the e-mail, permission set and status on a wide screen', () => {
    viewport(false);
    const { headers, member, cells } = renderPage();
    expect(headers).toEqual(['', 'Name', 'E-mail', 'Permission set', 'Status', 'Actions']);
    expect(member.textContent).toBe('Rana Kassab');
    expect([...cells].map((cell) => cell.textContent)).toEqual([
      '',
      'rana@example.test',
      'Instructor',
      'Awaiting approval',
      '',
    ]);
  });

  it('keeps the selection, the member and the actions on a phone, the rest written under the name', () => {
    viewport(true);
    const { headers, member, cells } = renderPage();
    expect(headers).toEqual(['', 'Name', 'Actions']);
    expect(within(member).getByText('Rana Kassab')).toBeTruthy();
    expect(within(member).getByText('rana@example.test')).toBeTruthy();
    expect(within(member).getByText('Instructor')).toBeTruthy();
    expect(within(member).getByText('Awaiting approval')).toBeTruthy();
    expect(cells).toHaveLength(2);
    expect(within(cells[1] as HTMLElement).getByRole('button', { name: 'Actions for Rana Kassab' })).toBeTruthy();
  });
});
