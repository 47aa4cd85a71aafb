import { getQueriesForElement, screen } from '@testing-library/preact';
import { options } from 'preact';

/**
 * Vitest keeps modules loaded from one test file to the next (`isolate: false`, vitest.config.ts)
 * but gives each jsdom file a document of its own, while Testing Library bound `screen` to the
 * first file's body when it was imported: a second file on the same worker then searched a page
 * nobody renders into. Before each file's tests, `screen` is pointed at this file's body.
 */
if (typeof document !== 'undefined') Object.assign(screen, getQueriesForElement(document.body));

/**
 * Preact runs effects and an unmounted component's cleanups after the next frame (a timer, where
 * there is no painting). A document paints nothing here: they run as soon as the render is done,
 * so that none is left to run once a file's document is gone (a cleanup reading `window` in the
 * next file, which has none).
 */
if (typeof document !== 'undefined') options.requestAnimationFrame = (callback) => queueMicrotask(callback);
