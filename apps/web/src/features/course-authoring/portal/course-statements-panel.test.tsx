// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, i18nReady, loadNamespaces } from '../../../i18n/i18n.ts';
import { CourseStatementsPanel } from './course-statements-panel.tsx';

const add = vi.fn(async (_: unknown) => ({}));
const remove = vi.fn();

// The panel's data: no server here; the hooks answer two statements and record what is sent.
vi.mock('./course-statements.queries.ts', async (importActual) => ({
  ...(await importActual<typeof import('./course-statements.queries.ts')>()),
  useCourseStatements: () => ({
    isPending: false,
    isError: false,
    isSuccess: true,
    data: [
      {
        id: 4,
        position: 0,
        translations: [
          { language: 'en', text: 'I have a laptop.' },
          { language: 'ar', text: 'لدي حاسوب.' },
        ],
      },
      { id: 9, position: 3, translations: [{ language: 'ar', text: 'سأحضر كل الجلسات.' }] },
    ],
  }),
  useAddStatement: () => ({ mutateAsync: add, isPending: false, isError: false, error: null }),
  useDeleteStatement: () => ({ mutate: remove, isPending: false, isError: false, reset: vi.fn() }),
}));

function renderPanel() {
  render(
    <I18nextProvider i18n={i18n}>
      <CourseStatementsPanel courseId={1} />
    </I18nextProvider>,
  );
}

describe("the course's confirmation statements", () => {
  beforeAll(async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
    await loadNamespaces(['authoring']);
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('lists each statement in both languages, saying which text is missing', () => {
    renderPanel();
    const items = within(screen.getByRole('list', { name: "The course's confirmation statements" })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'EnglishI have a laptop.Arabicلدي حاسوب.',
      'EnglishNot written in EnglishArabicسأحضر كل الجلسات.',
    ]);
  });

  it('deletes a statement only once the deletion is confirmed', async () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Delete the statement: I have a laptop.' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this statement?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();
    // Named in the reader's language when it has a text in it, else in the other one.
    fireEvent.click(screen.getByRole('button', { name: 'Delete the statement: سأحضر كل الجلسات.' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith(9);
  });

  it('adds a statement in the languages written, after the last one; none written is refused', async () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Add a statement' }));
    const dialog = screen.getByRole('dialog', { name: 'New confirmation statement' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a statement' }));
    expect(await within(dialog).findByText('Write the statement in at least one language.')).toBeTruthy();
    expect(add).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Statement in Arabic' }), {
      target: { value: '  أوافق على الشروط.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a statement' }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith({ translations: [{ language: 'ar', text: 'أوافق على الشروط.' }], position: 4 }),
    );
  });
});
