import type { NewsletterSubscriberSortColumn } from '@manara/contract';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
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
import { formatDate } from '../../../i18n/format-date.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { LtrText } from '../../../ui/ltr-text.tsx';
import { CsvExportButton } from '../../course-authoring/portal/csv-export-button.tsx';
import { useOrganizationName } from '../../organizations/organizations.queries.ts';
import { PortalPage } from '../../portal/components/portal-page.tsx';
import { EmptyRow, PagingFooter, usePaging } from '../../portal/components/server-paging.tsx';
import { SortableHeader, useSorting } from '../../portal/components/sortable-header.tsx';
import { downloadSubscribers, useNewsletterSubscribers } from './support-staff.queries.ts';

/**
 * Newsletter subscribers (issue 13): how many there are, the addresses (with the member's name
 * when a member subscribed), searched and paged, and every one of them as a CSV download.
 */
export function NewsletterPage() {
  const { t } = useTranslation('support');
  const { language } = useLanguage();
  const organization = useOrganizationName();
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const deferredSearch = useDebouncedValue(search.trim(), 300);
  const { sorting, sortBy } = useSorting<NewsletterSubscriberSortColumn>(
    { sort: 'createdAt', order: 'desc' },
    paging.restart,
  );
  const list = useNewsletterSubscribers({ skip: paging.skip, take: paging.take, search: deferredSearch, ...sorting });
  const header = (column: NewsletterSubscriberSortColumn, label: string) => (
    <SortableHeader column={column} sorting={sorting} onSort={sortBy}>
      {label}
    </SortableHeader>
  );
  const rows = list.data?.data ?? [];
  const count = new Intl.NumberFormat(language);
  return (
    <PortalPage
      title={t('pages.newsletterSubscribers.title')}
      description={t('support.staff.newsletter.intro')}
      actions={
        <CsvExportButton
          variant="contained"
          label={t('support.staff.newsletter.export')}
          busyLabel={t('support.staff.newsletter.exporting')}
          download={downloadSubscribers(organization)}
        />
      }
    >
      {list.data && !deferredSearch ? (
        <Typography sx={{ mb: 2 }} role="status">
          {t('support.staff.newsletter.count', { number: count.format(list.data.total) })}
        </Typography>
      ) : null}
      <TextField
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          paging.restart();
        }}
        label={t('support.staff.newsletter.search')}
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
            <Table aria-label={t('support.staff.newsletter.tableLabel')}>
              <TableHead>
                <TableRow>
                  {header('email', t('support.staff.newsletter.columns.email'))}
                  {header('name', t('support.staff.newsletter.columns.name'))}
                  {header('language', t('support.staff.newsletter.columns.language'))}
                  {header('createdAt', t('support.staff.newsletter.columns.since'))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((subscriber) => (
                  <TableRow key={subscriber.id}>
                    <TableCell component="th" scope="row">
                      <LtrText>{subscriber.email}</LtrText>
                    </TableCell>
                    <TableCell dir="auto">{subscriber.name ?? '—'}</TableCell>
                    <TableCell>{t(`support.staff.newsletter.languages.${subscriber.language}`)}</TableCell>
                    <TableCell>{formatDate(subscriber.createdAt, language)}</TableCell>
                  </TableRow>
                ))}
                {list.data && rows.length === 0 ? (
                  <EmptyRow colSpan={4}>
                    {deferredSearch ? t('support.staff.newsletter.noMatch') : t('support.staff.newsletter.empty')}
                  </EmptyRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
          <PagingFooter
            paging={paging}
            total={list.data?.total ?? 0}
            rowsPerPage={t('support.staff.rowsPerPage')}
            range={({ from, to, count: total }) => t('support.staff.range', { from, to, count: total })}
          />
        </Paper>
      )}
    </PortalPage>
  );
}
