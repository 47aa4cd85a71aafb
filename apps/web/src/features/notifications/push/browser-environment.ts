import { addPushToken, deletePushToken, getPushPublicKey } from '@manara/contract';
import { callApi } from '../../../api/client.ts';
import type { PushEnvironment, PushManagerLike } from './browser-push.ts';

/** The service worker that shows pushes (apps/web/public/push-worker.js), for the whole site. */
const WORKER_URL = '/push-worker.js';

let registration: Promise<ServiceWorkerRegistration | null> | null = null;

/** Registers the worker once per page, only when push is asked about (never at start). */
function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return Promise.resolve(null);
  }
  registration ??= navigator.serviceWorker.register(WORKER_URL, { scope: '/' }).catch(() => null);
  return registration;
}

/** This browser's Web Push, its notification permission, its storage, and the server's calls. */
export const browserPushEnvironment: PushEnvironment = {
  pushManager: async () =>
    ((await workerRegistration())?.pushManager as unknown as PushManagerLike | undefined) ?? null,
  permission: () => ('Notification' in window ? Notification.permission : 'denied'),
  requestPermission: () => Notification.requestPermission(),
  storage: localStorage,
  api: {
    publicKey: async () => (await callApi(getPushPublicKey)).publicKey,
    add: (body) => callApi(addPushToken, { body }),
    remove: async (pushTokenId) => {
      await callApi(deletePushToken, { params: { pushTokenId } });
    },
  },
};
