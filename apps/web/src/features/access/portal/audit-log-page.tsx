import { AuditAction, type AuditEntry, type AuditSortColumn } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { LtrText } from '../../../ui/ltr-text.tsx';
import { useOrganizationName } from '../../organizations/organizations.queries.ts';
import { PortalPage } from '../../portal/components/portal-page.tsx';
import { EmptyRow, PagingFooter, usePaging } from '../../portal/components/server-paging.tsx';
import { SortableHeader, useSorting } from '../../portal/components/sortable-header.tsx';
import { useAuditLog } from './access.queries.ts';

const SEARCH_DELAY_MS = 350;

function Person({ person }: { person: AuditEntry['actor'] }) {
  const { t } = useTranslation('access');
  if (!person) return <span>{t('access.audit.nobody')}</span>;
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {person.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <LtrText>{person.email}</LtrText>
      </Typography>
    </>
  );
}

/** The organization's audit log: who did what to whom, newest first, filtered and paged on the server. */
export function AuditLogPage() {
  const { t } = useTranslation('access');
  const { language } = useLanguage();
  const organization = useOrganizationName();
  const paging = usePaging();
  const [action, setAction] = useState<AuditAction | null>(null);
  const [actor, setActor] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const deferredActor = useDebouncedValue(actor.trim(), SEARCH_DELAY_MS);
  const { sorting, sortBy } = useSorting<AuditSortColumn>({ sort: 'createdAt', order: 'desc' }, paging.restart);
  const list = useAuditLog({
    skip: paging.skip,
    take: paging.take,
    action,
    actor: deferredActor,
    from,
    to,
    ...sorting,
  });
  const header = (column: AuditSortColumn, label: string) => (
    <SortableHeader column={column} sorting={sorting} onSort={sortBy}>
      {label}
    </SortableHeader>
  );
  const rows = list.data?.data ?? [];
  const filtered = Boolean(action || deferredActor || from || to);
  return (
    <PortalPage title={t('pages.auditLog.title')} description={t('access.audit.intro', { organization })}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label={t('access.audit.filters.action')}
          value={action ?? ''}
          onChange={(event) => {
            setAction(event.target.value === '' ? null : (event.target.value as AuditAction));
            paging.restart();
          }}
          sx={{ minWidth: 240 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t('access.audit.filters.any')}</MenuItem>
          {AuditAction.options.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`access.audit.actions.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="search"
          label={t('access.audit.filters.actor')}
          value={actor}
          onChange={(event) => {
            setActor(event.target.value);
            paging.restart();
          }}
          sx={{ minWidth: 260 }}
          slotProps={{ htmlInput: { dir: 'auto' } }}
        />
        <TextField
          type="date"
          label={t('access.audit.filters.from')}
          value={from}
          onChange={(event) => {
            setFrom(event.target.value);
            paging.restart();
          }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }}
        />
        <TextField
          type="date"
          label={t('access.audit.filters.to')}
          value={to}
          onChange={(event) => {
            setTo(event.target.value);
            paging.restart();
          }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
        />
      </Stack>
      {list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}>
          {getErrorText(t, list.error)}
        </Alert>
      ) : (
        <Paper variant="outlined">
          {list.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : null}
          <TableContainer>
            <Table aria-label={t('access.audit.tableLabel')}>
              <TableHead>
                <TableRow>
                  {header('createdAt', t('access.audit.columns.when'))}
                  {header('action', t('access.audit.columns.action'))}
                  {header('actor', t('access.audit.columns.actor'))}
                  {header('subject', t('access.audit.columns.subject'))}
                  <TableCell>{t('access.audit.columns.target')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((entry) => (
                  <TableRow key={entry.id} hover>
                    <TableCell>
                      <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, language)}</time>
                    </TableCell>
                    <TableCell component="th" scope="row">
                      {t(`access.audit.actions.${entry.action}`)}
                    </TableCell>
                    <TableCell>
                      <Person person={entry.actor} />
                    </TableCell>
                    <TableCell>
                      <Person person={entry.subject} />
                    </TableCell>
                    <TableCell>
                      {entry.target
                        ? t(`access.audit.targets.${entry.target.kind}`, { name: entry.target.name })
                        : t('access.audit.nobody')}
                    </TableCell>
                  </TableRow>
                ))}
                {list.isSuccess && rows.length === 0 ? (
                  <EmptyRow colSpan={5}>{filtered ? t('access.audit.noMatch') : t('access.audit.empty')}</EmptyRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
          <PagingFooter
            paging={paging}
            total={list.data?.total ?? 0}
            rowsPerPage={t('access.audit.rowsPerPage')}
            range={({ from: first, to: last, count }) => t('access.audit.range', { from: first, to: last, count })}
          />
        </Paper>
      )}
    </PortalPage>
  );
}
