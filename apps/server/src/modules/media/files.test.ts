import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const importsOf = (text: string) => [...text.matchAll(/from '(.+?)';/g)].map((match) => match[1]);

/**
 * The users module builds its `people` view from `unsafeFiles` as it loads, while this module's
 * other files lead back to users (media.access → permissions → users): whichever module loads
 * first, the view must be there before them, so `index.ts` exports it first, from a file that
 * reaches no other module (only the platform's read-views.ts, which imports nothing).
 */
describe('the files view', () => {
  it('is what index.ts exports first, from a file that imports no other module', () => {
    expect(importsOf(source('./index.ts'))[0]).toBe('./files.ts');
    expect(importsOf(source('./files.ts'))).toEqual([
      'drizzle-orm/pg-core',
      '../../platform/read-views.ts',
      './media.tables.ts',
    ]);
  });
});
