import type { OrganizationMember, PermissionSet } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { offerUndo } from '../../../ui/undo/undo-store.ts';
import { type MemberAction, useMemberAction, useUpdateMember } from './members.queries.ts';

/**
 * The account actions the existing calls can take back exactly (docs/decisions/portal.md, "Undo"):
 * a deactivated member is reactivated (a pending one is pending again). A forced reset has no call
 * that clears it, and a removed member's account and history are gone.
 */
const INVERSE_ACTION: Partial<Record<MemberAction, MemberAction>> = { deactivate: 'reactivate' };

type ConfirmProps = { member: OrganizationMember; name: string; action: MemberAction; onClose: () => void };

/** Asks before an account action; the safe choice has the focus, the server's refusal shows in place. */
export function ConfirmMemberAction({ member, name, action, onClose }: ConfirmProps) {
  const { t } = useTranslation('members');
  const titleId = useId();
  const textId = useId();
  const run = useMemberAction();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t(`members.confirm.${action}.title`, { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t(`members.confirm.${action}.message`, { name })}</DialogContentText>
        {run.error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {getErrorText(t, run.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose}>
          {t('members.cancel')}
        </Button>
        <Button
          color={action === 'deactivate' || action === 'forceReset' || action === 'remove' ? 'error' : 'primary'}
          variant="contained"
          loading={run.isPending}
          onClick={() =>
            run.mutate(
              { action, userId: member.userId },
              {
                onSuccess: () => {
                  const done = t(`members.done.${action}`, { name });
                  const inverse = INVERSE_ACTION[action];
                  if (inverse) {
                    offerUndo({
                      message: done,
                      undo: () => run.mutateAsync({ action: inverse, userId: member.userId }),
                      undoneMessage: t(`members.done.${inverse}`, { name }),
                    });
                  } else toast.success(done);
                  onClose();
                },
              },
            )
          }
        >
          {t(`members.confirm.${action}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type AssignProps = { member: OrganizationMember; name: string; sets: readonly PermissionSet[]; onClose: () => void };

/** Gives the member another set of the organization and locks or unlocks it. */
export function AssignSetDialog({ member, name, sets, onClose }: AssignProps) {
  const { t } = useTranslation('members');
  const helpId = useId();
  const [setId, setSetId] = useState(member.permissionSet.id);
  const [locked, setLocked] = useState(member.permissionSetIsLocked);
  const update = useUpdateMember();
  return (
    <FormDialog
      title={t('members.assign.title', { name })}
      onClose={onClose}
      onSubmit={() =>
        update.mutate(
          { userId: member.userId, permissionSetId: setId, permissionSetIsLocked: locked },
          {
            onSuccess: () => {
              // The set and lock the member had before, put back by the same call.
              const before = { permissionSetId: member.permissionSet.id, locked: member.permissionSetIsLocked };
              const isUnchanged = before.permissionSetId === setId && before.locked === locked;
              if (isUnchanged) toast.success(t('members.done.assign', { name }));
              else
                offerUndo({
                  message: t('members.done.assign', { name }),
                  undo: () =>
                    update.mutateAsync({
                      userId: member.userId,
                      permissionSetId: before.permissionSetId,
                      permissionSetIsLocked: before.locked,
                    }),
                  undoneMessage: t('members.done.assignUndone', { name, set: member.permissionSet.name }),
                });
              onClose();
            },
          },
        )
      }
      pending={update.isPending}
      error={update.error}
      submitLabel={t('members.assign.save')}
      maxWidth="xs"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          label={t('members.assign.set')}
          value={setId}
          onChange={(event) => setSetId(Number(event.target.value))}
          fullWidth
        >
          {sets.map((set) => (
            <MenuItem key={set.id} value={set.id}>
              {set.name}
            </MenuItem>
          ))}
        </TextField>
        <div>
          <FormControlLabel
            control={
              <Checkbox
                checked={locked}
                onChange={(event) => setLocked(event.target.checked)}
                slotProps={{ input: { 'aria-describedby': helpId } }}
              />
            }
            label={t('members.assign.lock')}
          />
          <FormHelperText id={helpId}>{t('members.assign.lockHelp')}</FormHelperText>
        </div>
      </Stack>
    </FormDialog>
  );
}
