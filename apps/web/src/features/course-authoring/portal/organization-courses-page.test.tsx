// @vitest-environment jsdom
import type { OrganizationCourse } from '@manara/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, i18nReady, loadNamespaces } from '../../../i18n/i18n.ts';
import { offerUndo } from '../../../ui/undo/undo-store.ts';
import { useOrganizationCourses } from './organization-courses.queries.ts';
import { OrganizationCoursesPage } from './organization-courses-page.tsx';

const course = (id: number, name: string, isPublished: boolean): OrganizationCourse =>
  ({
    id,
    name,
    instructors: [
      { id: 3, firstName: 'Omar', lastName: 'Farouk', position: null, profileImage: null, isHidden: false },
      { id: 4, firstName: 'Huda', lastName: 'Rahman', position: null, profileImage: null, isHidden: true },
    ],
    numberOfEnrollees: 12,
    isPublished,
    isPublishedByAdmin: false,
    isApproved: isPublished,
    status: isPublished ? 'approved' : 'pending',
  }) as OrganizationCourse;

const mutate = vi.fn();
const mutateAsync = vi.fn(async () => undefined);
let editorOpen = true;

// The page's data: no server here; the list hook records the queries the page asks for.
vi.mock('./organization-courses.queries.ts', () => ({
  useOrganizationCourses: vi.fn(() => ({
    data: { data: [course(1, 'Algebra', true), course(2, 'Biology', false)], total: 2 },
    isFetching: false,
    isSuccess: true,
    isError: false,
  })),
  usePublishOrganizationCourse: () => ({ mutate, mutateAsync, isPending: false, isError: false }),
}));
vi.mock('./course-authoring.queries.ts', () => ({
  useCourseCategories: () => ({ data: { data: [{ id: 5, name: 'Science', parentId: null }], total: 1 } }),
}));
vi.mock('../../organizations/organizations.queries.ts', () => ({ useTermInSentence: () => 'courses' }));
vi.mock('../../../routing/can-open.ts', () => ({ useCanOpen: () => () => editorOpen }));
vi.mock('../../../ui/undo/undo-store.ts', () => ({ offerUndo: vi.fn() }));

const lastQuery = () => vi.mocked(useOrganizationCourses).mock.lastCall?.[0];

function renderPage() {
  render(
    <MemoryRouter>
      <I18nextProvider i18n={i18n}>
        <OrganizationCoursesPage />
      </I18nextProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('table', { name: "The organization's courses" });
}

describe('the administrators’ list of all courses', () => {
  beforeAll(async () => {
    await i18nReady;
    await loadNamespaces(['authoring']);
  });
  beforeEach(() => {
    editorOpen = true;
    mutate.mockReset();
    mutateAsync.mockClear();
    vi.mocked(offerUndo).mockClear();
  });
  afterEach(cleanup);

  it('asks newest first, then for the filters and the column chosen, from the first page', () => {
    renderPage();
    expect(lastQuery()).toMatchObject({ skip: 0, published: null, status: null, categoryId: null, sort: 'createdAt' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Published' }));
    fireEvent.click(screen.getByRole('option', { name: 'Unpublished' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(screen.getByRole('option', { name: 'Science' }));
    expect(lastQuery()).toMatchObject({ skip: 0, published: 'unpublished', categoryId: 5 });
    fireEvent.click(screen.getByRole('button', { name: 'Learners' }));
    expect(lastQuery()).toMatchObject({ sort: 'numberOfEnrollees', order: 'asc' });
  });

  it('shows every instructor, hidden ones marked, and opens the editor only for who may open it', () => {
    const table = renderPage();
    const algebra = within(table).getByRole('row', { name: /Algebra/ });
    expect(within(algebra).getByText('Omar Farouk, Huda Rahman (hidden)')).toBeTruthy();
    expect(within(algebra).getByRole('link', { name: 'Edit Algebra' }).getAttribute('href')).toBe(
      '/portal/instructor/courses/1',
    );
    cleanup();
    editorOpen = false;
    const again = renderPage();
    expect(within(again).queryByRole('link', { name: 'Edit Algebra' })).toBeNull();
    expect(within(again).getByRole('link', { name: 'View as a learner: Algebra' })).toBeTruthy();
  });

  it('unpublishes with an offer to publish again; publishing offers nothing', async () => {
    const table = renderPage();
    fireEvent.click(within(table).getByRole('button', { name: 'Unpublish Algebra' }));
    expect(mutate.mock.lastCall?.[0]).toEqual({ courseId: 1, isPublished: false });
    mutate.mock.lastCall?.[1].onSuccess();
    const offer = vi.mocked(offerUndo).mock.lastCall?.[0];
    expect(offer?.message).toBe('“Algebra” unpublished: learners no longer see it.');
    await offer?.undo();
    expect(mutateAsync).toHaveBeenCalledWith({ courseId: 1, isPublished: true });

    fireEvent.click(within(table).getByRole('button', { name: 'Publish Biology' }));
    expect(mutate.mock.lastCall?.[0]).toEqual({ courseId: 2, isPublished: true });
    mutate.mock.lastCall?.[1].onSuccess();
    expect(offerUndo).toHaveBeenCalledTimes(1);
  });
});
