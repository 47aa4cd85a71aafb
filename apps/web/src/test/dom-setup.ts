import { getQueriesForElement, screen } from '@testing-library/preact';

/**
 * Vitest keeps modules loaded from one test file to the next (`isolate: false`, vitest.config.ts)
 * but gives each jsdom file a document of its own, while Testing Library bound `screen` to the
 * first file's body when it was imported: a second file on the same worker then searched a page
 * nobody renders into. Before each file's tests, `screen` is pointed at this file's body.
 */
if (typeof document !== 'undefined') Object.assign(screen, getQueriesForElement(document.body));
