import { type SupportTicket, SupportTicketStatus } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { LtrText } from '../../../ui/ltr-text.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useUpdateTicketStatus } from './support-staff.queries.ts';

/** One ticket, read in full, and its status changed (the requester is e-mailed by the server). */
export function TicketDialog({ ticket, onClose }: { ticket: SupportTicket; onClose: () => void }) {
  const { t } = useTranslation('support');
  const { language } = useLanguage();
  const titleId = useId();
  const [status, setStatus] = useState(ticket.status);
  const update = useUpdateTicketStatus();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t('support.staff.tickets.dialogTitle', { id: ticket.id, topic: t(`support.topics.${ticket.issueTopic}`) })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {update.isError ? (
            <Alert severity="error" role="alert">
              {getErrorText(t, update.error)}
            </Alert>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {t('support.staff.tickets.from')} <span dir="auto">{ticket.name}</span> · <LtrText>{ticket.email}</LtrText>
            {' · '}
            {formatDateTime(ticket.createdAt, language)}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} dir="auto">
            {ticket.issueDescription}
          </Typography>
          <TextField
            select
            label={t('support.staff.tickets.status')}
            value={status}
            onChange={(event) => setStatus(event.target.value as SupportTicket['status'])}
            helperText={t('support.staff.tickets.statusHelp')}
          >
            {SupportTicketStatus.options.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`support.status.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('support.staff.cancel')}</Button>
        <Button
          variant="contained"
          loading={update.isPending}
          disabled={status === ticket.status}
          onClick={() =>
            update.mutate(
              { ticketId: ticket.id, status },
              {
                onSuccess: (saved) => {
                  toast.success(
                    t('support.staff.tickets.saved', { id: saved.id, status: t(`support.status.${saved.status}`) }),
                  );
                  onClose();
                },
              },
            )
          }
        >
          {t('support.staff.tickets.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
