import { type ReactNode, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onApiError } from '../../api/client.ts';
import { toast } from '../../ui/toast/toast-store.ts';
import { handleSessionError } from './auth-errors.ts';
import { ForcedResetGate } from './components/forced-reset-gate.tsx';
import { useLinkEntry } from './link-entry.ts';
import { useSessionKeeper } from './session-keeper.ts';

/**
 * What accounts add to every page: the refresh check, the handling of session error codes,
 * sign-in links, and the forced password reset that replaces the app.
 */
export function AccountsRuntime({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useSessionKeeper();
  useEffect(() => onApiError((error) => handleSessionError(error, (key) => toast.error(t(key)))), [t]);
  useLinkEntry(useCallback(() => toast.error(t('session.linkFailed')), [t]));
  return <ForcedResetGate>{children}</ForcedResetGate>;
}
