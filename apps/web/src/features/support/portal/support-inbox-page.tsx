import {
  type ContactMessageSortColumn,
  type SupportTicket,
  type SupportTicketSortColumn,
  SupportTicketStatus,
  SupportTopic,
} from '@manara/contract';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { LtrText } from '../../../ui/ltr-text.tsx';
import { PortalPage } from '../../portal/components/portal-page.tsx';
import { EmptyRow, PagingFooter, usePaging } from '../../portal/components/server-paging.tsx';
import { SortableHeader, useSorting } from '../../portal/components/sortable-header.tsx';
import { useContactMessages, useOrganizationTickets } from './support-staff.queries.ts';
import { TicketDialog } from './ticket-dialog.tsx';

const statusColor = { RECEIVED: 'warning', PENDING: 'info', RESOLVED: 'success' } as const;

function Tickets() {
  const { t } = useTranslation('support');
  const { language } = useLanguage();
  const paging = usePaging();
  const [status, setStatus] = useState<SupportTicketStatus | null>(null);
  const [topic, setTopic] = useState<SupportTopic | null>(null);
  const [opened, setOpened] = useState<SupportTicket | null>(null);
  const { sorting, sortBy } = useSorting<SupportTicketSortColumn>({ sort: 'createdAt', order: 'desc' }, paging.restart);
  const list = useOrganizationTickets({ skip: paging.skip, take: paging.take, status, issueTopic: topic, ...sorting });
  const header = (column: SupportTicketSortColumn, label: string) => (
    <SortableHeader column={column} sorting={sorting} onSort={sortBy}>
      {label}
    </SortableHeader>
  );
  const rows = list.data?.data ?? [];
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label={t('support.staff.tickets.filterStatus')}
          value={status ?? 'ALL'}
          onChange={(event) => {
            setStatus(event.target.value === 'ALL' ? null : (event.target.value as SupportTicketStatus));
            paging.restart();
          }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="ALL">{t('support.staff.all')}</MenuItem>
          {SupportTicketStatus.options.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`support.status.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('support.staff.tickets.filterTopic')}
          value={topic ?? 'ALL'}
          onChange={(event) => {
            setTopic(event.target.value === 'ALL' ? null : (event.target.value as SupportTopic));
            paging.restart();
          }}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="ALL">{t('support.staff.all')}</MenuItem>
          {SupportTopic.options.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`support.topics.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {list.isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void list.refetch()}>{t('support.staff.retry')}</Button>}
        >
          {getErrorText(t, list.error)}
        </Alert>
      ) : (
        <Paper variant="outlined">
          {list.isFetching ? <LinearProgress aria-label={t('support.staff.loading')} /> : null}
          <TableContainer>
            <Table aria-label={t('support.staff.tickets.tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('support.staff.tickets.columns.ticket')}</TableCell>
                  {header('name', t('support.staff.tickets.columns.requester'))}
                  {header('createdAt', t('support.staff.tickets.columns.opened'))}
                  {header('status', t('support.staff.tickets.columns.status'))}
                  <TableCell>{t('support.staff.tickets.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((ticket) => (
                  <TableRow key={ticket.id} hover>
                    <TableCell component="th" scope="row" sx={{ maxWidth: 380 }}>
                      <Typography sx={{ fontWeight: 600 }}>
                        {t('support.mine.ticket', { id: ticket.id, topic: t(`support.topics.${ticket.issueTopic}`) })}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" noWrap dir="auto">
                        {ticket.issueDescription}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <span dir="auto">{ticket.name}</span>
                      <Typography variant="body2" color="text.secondary">
                        <LtrText>{ticket.email}</LtrText>
                      </Typography>
                    </TableCell>
                    <TableCell>{formatDateTime(ticket.createdAt, language)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={statusColor[ticket.status]}
                        label={t(`support.status.${ticket.status}`)}
                      />
                    </TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        aria-label={t('support.staff.tickets.openNamed', { id: ticket.id })}
                        onClick={() => setOpened(ticket)}
                      >
                        {t('support.staff.tickets.open')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
                {list.data && rows.length === 0 ? (
                  <EmptyRow colSpan={5}>
                    {status || topic ? t('support.staff.tickets.noMatch') : t('support.staff.tickets.empty')}
                  </EmptyRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
          <PagingFooter
            paging={paging}
            total={list.data?.total ?? 0}
            rowsPerPage={t('support.staff.rowsPerPage')}
            range={({ from, to, count }) => t('support.staff.range', { from, to, count })}
          />
        </Paper>
      )}
      {opened ? <TicketDialog ticket={opened} onClose={() => setOpened(null)} /> : null}
    </>
  );
}

function ContactMessages() {
  const { t } = useTranslation('support');
  const { language } = useLanguage();
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const deferredSearch = useDebouncedValue(search.trim(), 300);
  const { sorting, sortBy } = useSorting<ContactMessageSortColumn>(
    { sort: 'createdAt', order: 'desc' },
    paging.restart,
  );
  const list = useContactMessages({ skip: paging.skip, take: paging.take, search: deferredSearch, ...sorting });
  const header = (column: ContactMessageSortColumn, label: string) => (
    <SortableHeader column={column} sorting={sorting} onSort={sortBy}>
      {label}
    </SortableHeader>
  );
  const rows = list.data?.data ?? [];
  return (
    <>
      <TextField
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          paging.restart();
        }}
        label={t('support.staff.messages.search')}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      {list.isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void list.refetch()}>{t('support.staff.retry')}</Button>}
        >
          {getErrorText(t, list.error)}
        </Alert>
      ) : (
        <Paper variant="outlined">
          {list.isFetching ? <LinearProgress aria-label={t('support.staff.loading')} /> : null}
          <TableContainer>
            <Table aria-label={t('support.staff.messages.tableLabel')}>
              <TableHead>
                <TableRow>
                  {header('subject', t('support.staff.messages.columns.subject'))}
                  {header('name', t('support.staff.messages.columns.from'))}
                  {header('createdAt', t('support.staff.messages.columns.received'))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((message) => (
                  <TableRow key={message.id}>
                    <TableCell component="th" scope="row" sx={{ maxWidth: 480 }}>
                      <Typography sx={{ fontWeight: 600 }} dir="auto">
                        {message.subject}
                      </Typography>
                      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} dir="auto">
                        {message.message}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <span dir="auto">{message.name}</span>
                      <Typography variant="body2" color="text.secondary">
                        <LtrText>{message.email}</LtrText>
                        {message.phoneNumber ? (
                          <>
                            {' · '}
                            <LtrText>{message.phoneNumber}</LtrText>
                          </>
                        ) : null}
                      </Typography>
                    </TableCell>
                    <TableCell>{formatDateTime(message.createdAt, language)}</TableCell>
                  </TableRow>
                ))}
                {list.data && rows.length === 0 ? (
                  <EmptyRow colSpan={3}>
                    {deferredSearch ? t('support.staff.messages.noMatch') : t('support.staff.messages.empty')}
                  </EmptyRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
          <PagingFooter
            paging={paging}
            total={list.data?.total ?? 0}
            rowsPerPage={t('support.staff.rowsPerPage')}
            range={({ from, to, count }) => t('support.staff.range', { from, to, count })}
          />
        </Paper>
      )}
    </>
  );
}

/**
 * Support (issue 13): the organization's technical-support tickets, filtered by status and topic,
 * each opened and moved between statuses; and, on the second tab, the contact-us messages.
 */
export function SupportInboxPage() {
  const { t } = useTranslation('support');
  const [tab, setTab] = useState<'tickets' | 'messages'>('tickets');
  const id = useId();
  return (
    <PortalPage title={t('pages.supportInbox.title')} description={t('support.staff.intro')}>
      <Tabs
        value={tab}
        onChange={(_, next) => setTab(next)}
        aria-label={t('support.staff.tabsLabel')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="tickets"
          label={t('support.staff.tickets.tab')}
          id={`${id}-tickets`}
          aria-controls={`${id}-tickets-panel`}
        />
        <Tab
          value="messages"
          label={t('support.staff.messages.tab')}
          id={`${id}-messages`}
          aria-controls={`${id}-messages-panel`}
        />
      </Tabs>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'tickets' ? <Tickets /> : <ContactMessages />}
      </div>
    </PortalPage>
  );
}
