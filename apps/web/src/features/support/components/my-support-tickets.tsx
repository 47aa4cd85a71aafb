import type { SupportTicketStatus } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { formatDate } from '../../../i18n/format-date.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useMySupportTickets } from '../support.queries.ts';

const PAGE_SIZE = 5;
const statusColor: Record<SupportTicketStatus, 'default' | 'warning' | 'success'> = {
  RECEIVED: 'default',
  PENDING: 'warning',
  RESOLVED: 'success',
};

/** The signed-in user's own tickets with their status, newest first, five a page. */
export function MySupportTickets() {
  const { t } = useTranslation('support');
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const tickets = useMySupportTickets({ skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE }, true);
  const pages = Math.ceil((tickets.data?.total ?? 0) / PAGE_SIZE);

  return (
    <section aria-labelledby="my-tickets-heading">
      <Typography id="my-tickets-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('support.mine.heading')}
      </Typography>
      {tickets.isPending ? <Skeleton variant="rounded" height={96} /> : null}
      {tickets.isError ? <Alert severity="error">{getErrorText(t, tickets.error)}</Alert> : null}
      {tickets.data?.total === 0 ? <Typography color="text.secondary">{t('support.mine.empty')}</Typography> : null}
      {tickets.data && tickets.data.total > 0 ? (
        <>
          <List disablePadding>
            {tickets.data.data.map((ticket) => (
              <ListItem key={ticket.id} divider sx={{ px: 0, display: 'block' }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {t('support.mine.ticket', { id: ticket.id, topic: t(`support.topics.${ticket.issueTopic}`) })}
                  </Typography>
                  <Chip size="small" color={statusColor[ticket.status]} label={t(`support.status.${ticket.status}`)} />
                </Stack>
                <Typography variant="body2" color="text.secondary" dir="auto" noWrap>
                  {ticket.issueDescription}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDate(ticket.createdAt, language)}
                </Typography>
              </ListItem>
            ))}
          </List>
          {pages > 1 ? (
            <Pagination
              count={pages}
              page={page}
              onChange={(_, next) => setPage(next)}
              sx={{ mt: 2 }}
              getItemAriaLabel={(type, item) => {
                if (type === 'page') return t('support.mine.page', { page: item });
                if (type === 'first' || type === 'last' || type === 'next' || type === 'previous') {
                  return t(`support.mine.${type}`);
                }
                return '';
              }}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
