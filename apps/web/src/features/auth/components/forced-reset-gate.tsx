import Box from '@mui/material/Box';
import { lazy, type ReactNode, Suspense } from 'react';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { refreshSessionUser } from '../refresh-session-user.ts';
import { useSession } from '../session.ts';

// Its form code loads only for the user who must reset (issue 11, first page).
const ChangePasswordDialog = lazy(async () => ({
  default: (await import('./change-password-dialog.tsx')).ChangePasswordDialog,
}));

/**
 * When the user must reset their password, the change-password dialog replaces the whole app
 * and cannot be closed (spec 1 §4 Forced password reset). Its texts (the auth namespace) load
 * then, on any page: a loader shows meanwhile.
 */
export function ForcedResetGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session?.user.forceResetPassword) return children;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Suspense fallback={<PageLoader />}>
        <ChangePasswordDialog open forced onChanged={refreshSessionUser} />
      </Suspense>
    </Box>
  );
}
