import { getSessionUser } from '@manara/contract';
import { callApi } from '../../api/client.ts';
import { saveSessionUser } from './session.ts';

/** Re-reads the signed-in user (spec 1 §4: "verify the user") and keeps it with the portals. */
export async function refreshSessionUser(): Promise<void> {
  const { portals, ...user } = await callApi(getSessionUser);
  saveSessionUser(user, portals);
}
