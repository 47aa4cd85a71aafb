import { getOrganizationDashboard } from '@manara/contract';
import { callApi, currentOrganizationId } from '../../api/client.ts';
import { StorageKey, writeStorage } from '../../lib/local-storage.ts';
import { clearSession } from './session.ts';

/**
 * `?org=<domain prefix>` chooses the organization the app works for (e-mailed links carry it).
 * A session of another organization cannot be used there, so it is closed. Runs before the app
 * renders; an unknown prefix leaves everything as it was.
 */
export async function selectOrganizationFromAddress(): Promise<void> {
  const url = new URL(window.location.href);
  const prefix = url.searchParams.get('org');
  if (!prefix) return;
  url.searchParams.delete('org');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  try {
    const organization = await callApi(getOrganizationDashboard, { query: { prefix } });
    if (organization.id !== currentOrganizationId()) {
      clearSession();
      writeStorage(StorageKey.organizationId, String(organization.id));
    }
  } catch {
    // An unknown prefix: stay with the organization we had.
  }
}
