import type { ManagedSpecialization, ManagedSpecializationSortColumn } from '@manara/contract';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { formatPrice } from '../../catalogue/course-format.ts';
import { ConfirmDialog } from '../../course-authoring/portal/confirm-dialog.tsx';
import { PortalPage } from '../../portal/components/portal-page.tsx';
import { EmptyRow, PagingFooter, usePaging } from '../../portal/components/server-paging.tsx';
import { SortableHeader, useSorting } from '../../portal/components/sortable-header.tsx';
import { SpecializationEditorDialog } from './specialization-editor-dialog.tsx';
import { useDeleteSpecialization, useManagedSpecializations } from './specializations-admin.queries.ts';

type Open =
  | { kind: 'edit'; specialization: ManagedSpecialization | null }
  | { kind: 'delete'; specialization: ManagedSpecialization };

/**
 * The organization's specializations (issue 13, "Courses across the organization"): drafts and
 * published ones, searched and paged on the server, created and edited in a dialog, deleted
 * after a confirmation.
 */
export function SpecializationsAdminPage() {
  const { t } = useTranslation('specializations');
  const { language } = useLanguage();
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const deferredSearch = useDebouncedValue(search.trim(), 300);
  // Newest first, as created (no column shows the date): no header is sorted until one is pressed.
  const { sorting, sortBy } = useSorting<ManagedSpecializationSortColumn>(
    { sort: 'createdAt', order: 'desc' },
    paging.restart,
  );
  const list = useManagedSpecializations({ skip: paging.skip, take: paging.take, search: deferredSearch, ...sorting });
  const header = (column: ManagedSpecializationSortColumn, label: string) => (
    <SortableHeader column={column} sorting={sorting} onSort={sortBy}>
      {label}
    </SortableHeader>
  );
  const remove = useDeleteSpecialization();
  const [open, setOpen] = useState<Open | null>(null);
  const rows = list.data?.data ?? [];
  const nameOf = (s: ManagedSpecialization) => (language === 'ar' && s.nameAr ? s.nameAr : s.nameEn);

  return (
    <PortalPage
      title={t('pages.specializationsAdmin.title')}
      description={t('specializations.admin.intro')}
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setOpen({ kind: 'edit', specialization: null })}
        >
          {t('specializations.admin.create')}
        </Button>
      }
    >
      <TextField
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          paging.restart();
        }}
        label={t('specializations.admin.search')}
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
      {remove.isError ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => remove.reset()}>
          {getErrorText(t, remove.error)}
        </Alert>
      ) : null}
      {list.isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void list.refetch()}>{t('specializations.admin.retry')}</Button>}
        >
          {getErrorText(t, list.error)}
        </Alert>
      ) : (
        <Paper variant="outlined">
          {list.isFetching || remove.isPending ? (
            <LinearProgress aria-label={t('specializations.admin.loading')} />
          ) : null}
          <TableContainer>
            <Table aria-label={t('specializations.admin.tableLabel')}>
              <TableHead>
                <TableRow>
                  {header('name', t('specializations.admin.columns.name'))}
                  <TableCell>{t('specializations.admin.columns.courses')}</TableCell>
                  {header('price', t('specializations.admin.columns.price'))}
                  {header('numberOfEnrollees', t('specializations.admin.columns.enrollees'))}
                  {header('status', t('specializations.admin.columns.status'))}
                  <TableCell>{t('specializations.admin.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((specialization) => {
                  const name = nameOf(specialization);
                  return (
                    <TableRow key={specialization.id} hover>
                      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }} dir="auto">
                        {name}
                      </TableCell>
                      <TableCell>
                        {specialization.courses.length === 0
                          ? '—'
                          : specialization.courses
                              .map((course) => course.name)
                              .join(t('specializations.admin.listSeparator'))}
                      </TableCell>
                      <TableCell>
                        {specialization.price === 0
                          ? t('specializations.admin.free')
                          : formatPrice(specialization.price, specialization.currencyCode, language)}
                      </TableCell>
                      <TableCell>{new Intl.NumberFormat(language).format(specialization.numberOfEnrollees)}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          variant="outlined"
                          color={specialization.isPublished ? 'success' : 'default'}
                          label={
                            specialization.isPublished
                              ? t('specializations.admin.published')
                              : t('specializations.admin.draft')
                          }
                        />
                      </TableCell>
                      <TableCell>
                        <Stack direction="row" spacing={1}>
                          <Button
                            size="small"
                            aria-label={t('specializations.admin.editNamed', { name })}
                            onClick={() => setOpen({ kind: 'edit', specialization })}
                          >
                            {t('specializations.admin.edit')}
                          </Button>
                          <Button
                            size="small"
                            color="error"
                            aria-label={t('specializations.admin.deleteNamed', { name })}
                            onClick={() => setOpen({ kind: 'delete', specialization })}
                          >
                            {t('specializations.admin.delete')}
                          </Button>
                        </Stack>
                      </TableCell>
                    </TableRow>
                  );
                })}
                {list.data && rows.length === 0 ? (
                  <EmptyRow colSpan={6}>
                    {deferredSearch ? t('specializations.admin.noMatch') : t('specializations.admin.empty')}
                  </EmptyRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
          <PagingFooter
            paging={paging}
            total={list.data?.total ?? 0}
            rowsPerPage={t('specializations.admin.rowsPerPage')}
            range={({ from, to, count }) => t('specializations.admin.range', { from, to, count })}
          />
        </Paper>
      )}
      {open?.kind === 'edit' ? (
        <SpecializationEditorDialog specialization={open.specialization} onClose={() => setOpen(null)} />
      ) : null}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={t('specializations.admin.deleteTitle')}
        message={
          open?.kind === 'delete' ? t('specializations.admin.deleteMessage', { name: nameOf(open.specialization) }) : ''
        }
        confirm={t('specializations.admin.delete')}
        onConfirm={() => {
          if (open?.kind !== 'delete') return;
          const name = nameOf(open.specialization);
          remove.mutate(open.specialization.id, {
            onSuccess: () => toast.success(t('specializations.admin.deleted', { name })),
          });
        }}
        onClose={() => setOpen(null)}
      />
    </PortalPage>
  );
}
