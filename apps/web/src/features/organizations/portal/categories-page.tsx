import { zodResolver } from '@hookform/resolvers/zod';
import { CreateCourseCategoryBody, type ManagedCategory } from '@manara/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
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
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { applyServerErrors, formErrorText } from '../../../ui/form/server-errors.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { ConfirmDialog } from '../../course-authoring/portal/confirm-dialog.tsx';
import { PortalPage } from '../../portal/components/portal-page.tsx';
import { EmptyRow, PagingFooter, usePaging } from '../../portal/components/server-paging.tsx';
import { type CategoryNames, useCategories, useCategoryMutations } from './categories.queries.ts';

const SEARCH_DELAY_MS = 350;
const NamesForm = z.object({
  name: CreateCourseCategoryBody.shape.name,
  nameAr: CreateCourseCategoryBody.shape.nameAr,
});

type Open = { kind: 'new' } | { kind: 'edit' | 'delete'; category: ManagedCategory } | null;

function CategoryDialog({
  category,
  onSave,
  onClose,
}: {
  category: ManagedCategory | null;
  onSave: (names: CategoryNames) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('organizations');
  const titleId = useId();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CategoryNames>({
    resolver: zodResolver(NamesForm),
    defaultValues: { name: category?.name ?? '', nameAr: category?.nameAr ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await onSave(values);
      onClose();
    } catch (failure) {
      if (!applyServerErrors(form, failure)) setError(getErrorText(t, failure));
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>
          {category ? t('organizations.categories.editTitle') : t('organizations.categories.newTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              {...form.register('name')}
              label={t('organizations.categories.name')}
              error={Boolean(errors.name)}
              helperText={formErrorText(t, errors.name)}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 100, dir: 'ltr' } }}
            />
            <TextField
              {...form.register('nameAr')}
              label={t('organizations.categories.nameAr')}
              error={Boolean(errors.nameAr)}
              helperText={formErrorText(t, errors.nameAr)}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 100, dir: 'rtl', lang: 'ar' } }}
            />
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('organizations.admin.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('organizations.admin.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Course categories (issue 13): both languages' names, how many courses each holds; add, rename, delete. */
export function CategoriesPage() {
  const { t } = useTranslation('organizations');
  const { language } = useLanguage();
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = useCategories({ skip: paging.skip, take: paging.take, search: debounced });
  const mutations = useCategoryMutations();
  const [open, setOpen] = useState<Open>(null);
  const rows = list.data?.data ?? [];
  const nameOf = (category: ManagedCategory) => (language === 'ar' ? category.nameAr : category.name);

  return (
    <PortalPage
      title={t('pages.organizationCategories.title')}
      description={t('organizations.categories.intro')}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'new' })}>
          {t('organizations.categories.new')}
        </Button>
      }
    >
      <Stack spacing={2}>
        <TextField
          type="search"
          label={t('organizations.categories.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            paging.restart();
          }}
          sx={{ maxWidth: 360 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        {mutations.remove.isError ? (
          <Alert severity="error" role="alert">
            {getErrorText(t, mutations.remove.error)}
          </Alert>
        ) : null}
        {list.isError ? (
          <Alert
            severity="error"
            action={<Button onClick={() => void list.refetch()}>{t('organizations.admin.retry')}</Button>}
          >
            {getErrorText(t, list.error)}
          </Alert>
        ) : null}
        <Paper variant="outlined">
          {list.isFetching ? <LinearProgress aria-label={t('organizations.admin.loading')} /> : null}
          <TableContainer>
            <Table aria-label={t('pages.organizationCategories.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('organizations.categories.name')}</TableCell>
                  <TableCell>{t('organizations.categories.nameAr')}</TableCell>
                  <TableCell align="right">{t('organizations.categories.courses')}</TableCell>
                  <TableCell align="right">{t('organizations.admin.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((category) => (
                  <TableRow key={category.id}>
                    <TableCell dir="ltr">{category.name}</TableCell>
                    <TableCell dir="rtl" lang="ar">
                      {category.nameAr}
                    </TableCell>
                    <TableCell align="right">{category.courseCount}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={t('organizations.admin.edit')}>
                        <IconButton
                          aria-label={t('organizations.admin.editNamed', { name: nameOf(category) })}
                          onClick={() => setOpen({ kind: 'edit', category })}
                        >
                          <EditOutlinedIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('organizations.admin.delete')}>
                        <IconButton
                          aria-label={t('organizations.admin.deleteNamed', { name: nameOf(category) })}
                          onClick={() => setOpen({ kind: 'delete', category })}
                        >
                          <DeleteOutlineIcon />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
                {list.isSuccess && rows.length === 0 ? (
                  <EmptyRow colSpan={4}>
                    {debounced ? t('organizations.admin.noMatch') : t('organizations.categories.empty')}
                  </EmptyRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
          <PagingFooter
            paging={paging}
            total={list.data?.total ?? 0}
            rowsPerPage={t('organizations.admin.rowsPerPage')}
            range={({ from, to, count }) => t('organizations.admin.range', { from, to, count })}
          />
        </Paper>
      </Stack>
      {open?.kind === 'new' || open?.kind === 'edit' ? (
        <CategoryDialog
          category={open.kind === 'edit' ? open.category : null}
          onClose={() => setOpen(null)}
          onSave={async (names) => {
            if (open.kind === 'edit') await mutations.update.mutateAsync({ categoryId: open.category.id, ...names });
            else await mutations.create.mutateAsync(names);
            toast.success(t('organizations.admin.saved'));
          }}
        />
      ) : null}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={t('organizations.categories.deleteTitle')}
        message={
          open?.kind === 'delete'
            ? t('organizations.categories.deleteMessage', {
                name: nameOf(open.category),
                count: open.category.courseCount,
              })
            : ''
        }
        confirm={t('organizations.admin.delete')}
        onClose={() => setOpen(null)}
        onConfirm={() => {
          if (open?.kind !== 'delete') return;
          mutations.remove.mutate(open.category.id, {
            onSuccess: () => toast.success(t('organizations.categories.deleted')),
          });
        }}
      />
    </PortalPage>
  );
}
