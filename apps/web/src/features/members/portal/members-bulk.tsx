import type { OrganizationMember } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { sendMemberAction, useRefreshMembers } from './members.queries.ts';

/** What can be done to many members at once, each with the existing call for one. */
export type BulkAction = 'approve' | 'deactivate' | 'reactivate';
const BULK_ACTIONS: readonly BulkAction[] = ['approve', 'deactivate', 'reactivate'];

/** Of the selected members, those an action applies to (approving a member who is active does nothing). */
export function membersFor(action: BulkAction, members: readonly OrganizationMember[]): OrganizationMember[] {
  const applies = {
    approve: (m: OrganizationMember) => m.status === 'pending',
    deactivate: (m: OrganizationMember) => m.status !== 'deactivated',
    reactivate: (m: OrganizationMember) => m.status === 'deactivated',
  }[action];
  return members.filter(applies);
}

/** The bar over the table while members are selected: how many, and what can be done to them. */
export function BulkBar({
  selected,
  onRun,
  onClear,
}: {
  selected: readonly OrganizationMember[];
  onRun: (action: BulkAction, members: OrganizationMember[]) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('members');
  if (selected.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-label={t('members.bulk.label')} sx={{ p: 1.5, mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography sx={{ fontWeight: 600, flexGrow: 1 }} role="status">
          {t('members.bulk.selected', { n: selected.length })}
        </Typography>
        {BULK_ACTIONS.map((action) => {
          const members = membersFor(action, selected);
          return members.length === 0 ? null : (
            <Button
              key={action}
              variant="outlined"
              color={action === 'deactivate' ? 'error' : 'primary'}
              onClick={() => onRun(action, members)}
            >
              {t(`members.bulk.${action}`, { n: members.length })}
            </Button>
          );
        })}
        <Button onClick={onClear}>{t('members.bulk.clear')}</Button>
      </Stack>
    </Paper>
  );
}

type Failure = { member: OrganizationMember; error: unknown };

/**
 * Confirms an action on many members, then runs it one member at a time with a progress bar, and
 * reports who was not changed and why. Each member's change is the call for one member, with its
 * own checks and records (an audit entry per deactivation).
 */
export function BulkDialog({
  action,
  members,
  nameOf,
  onClose,
}: {
  action: BulkAction;
  members: readonly OrganizationMember[];
  nameOf: (member: OrganizationMember) => string;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation('members');
  const titleId = useId();
  const refresh = useRefreshMembers();
  const [done, setDone] = useState<number | null>(null);
  const [failures, setFailures] = useState<Failure[]>([]);
  const running = done !== null && done < members.length;
  const finished = done === members.length;

  async function start() {
    const failed: Failure[] = [];
    setDone(0);
    for (const [index, member] of members.entries()) {
      try {
        await sendMemberAction({ action, userId: member.userId });
      } catch (error) {
        failed.push({ member, error });
      }
      setDone(index + 1);
    }
    setFailures(failed);
    await refresh();
  }

  return (
    <Dialog
      open
      onClose={() => (running ? undefined : onClose(done !== null))}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t(`members.bulk.confirm.${action}`, { n: members.length })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t(`members.bulk.message.${action}`)}</DialogContentText>
          {done !== null ? (
            <Stack spacing={0.5}>
              <LinearProgress
                variant="determinate"
                value={(done / members.length) * 100}
                aria-label={t('members.bulk.progressLabel')}
              />
              <Typography variant="body2">{t('members.bulk.progress', { done, total: members.length })}</Typography>
            </Stack>
          ) : null}
          {finished ? (
            <Alert severity={failures.length === 0 ? 'success' : 'warning'}>
              {t('members.bulk.done', { changed: members.length - failures.length, failed: failures.length })}
            </Alert>
          ) : null}
          {failures.length > 0 ? (
            <List dense aria-label={t('members.bulk.failures')}>
              {failures.map(({ member, error }) => (
                <ListItem key={member.userId} disableGutters>
                  <ListItemText primary={nameOf(member)} secondary={getErrorText(t, error)} />
                </ListItem>
              ))}
            </List>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {done === null ? (
          <>
            <Button autoFocus onClick={() => onClose(false)}>
              {t('members.cancel')}
            </Button>
            <Button
              variant="contained"
              color={action === 'deactivate' ? 'error' : 'primary'}
              onClick={() => void start()}
            >
              {t('members.bulk.run')}
            </Button>
          </>
        ) : (
          <Button disabled={running} onClick={() => onClose(true)}>
            {t('members.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
