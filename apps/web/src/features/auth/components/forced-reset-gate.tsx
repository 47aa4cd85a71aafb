import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { refreshSessionUser } from '../refresh-session-user.ts';
import { useSession } from '../session.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

/**
 * When the user must reset their password, the change-password dialog replaces the whole app
 * and cannot be closed (spec 1 §4 Forced password reset).
 */
export function ForcedResetGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session?.user.forceResetPassword) return children;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <ChangePasswordDialog open forced onChanged={refreshSessionUser} />
    </Box>
  );
}
