/**
 * Runs `work` in one tab at a time, and never beside another session change of this tab: two tabs
 * must not spend the same refresh token (the cookie is shared by every tab, and a token spent
 * twice ends the session, docs/decisions/auth.md), and a refresh still on its way must not store
 * its new token after a sign-out. The tab that waited reads what its neighbour stored.
 * Not re-entrant: work done under it calls what it needs without asking again.
 */
export async function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request('manara-session-refresh', work) : work();
}
