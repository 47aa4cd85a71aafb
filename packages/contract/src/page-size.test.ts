/**
 * Every list bounds its page (issue 10, defect 11): the calls whose spec'd clients ask for
 * "everything" still accept the largest safe integer, and serve a bounded page.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listOrgAnnouncements } from './announcements.ts';
import { callsByDomain } from './index.ts';
import { listPermissions } from './permissions.ts';

describe('page sizes', () => {
  it('serve "everything" as a bounded page', () => {
    expect(listOrgAnnouncements.query!.parse({ take: String(Number.MAX_SAFE_INTEGER) }).take).toBe(100);
    expect(listOrgAnnouncements.query!.parse({ take: '1000000' }).take).toBe(100);
    expect(listOrgAnnouncements.query!.parse({ take: '7' }).take).toBe(7);
    expect(listPermissions.query!.parse({ take: '1000000' }).take).toBe(500);
  });

  it('are bounded on every call of the contract', () => {
    const unbounded: string[] = [];
    for (const calls of Object.values(callsByDomain)) {
      for (const call of Object.values(calls)) {
        const query = call.query;
        if (!(query instanceof z.ZodObject) || !('take' in query.shape)) continue;
        // Refused (400) or served as a bounded page: either way, never a million rows.
        const parsed = query.safeParse({ take: '1000000' });
        if (parsed.success && (parsed.data as { take: number }).take > 500)
          unbounded.push(`${call.method} ${call.path}`);
      }
    }
    expect(unbounded).toEqual([]);
  });
});
