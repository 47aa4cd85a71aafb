import type { ManagedCategory } from '@manara/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SearchIcon from '@mui/icons-material/Search';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { DirectionalIcon } from '../../../ui/directional-icon.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { visuallyHidden } from '../../../ui/visually-hidden.ts';
import { ConfirmDialog } from '../../course-authoring/portal/confirm-dialog.tsx';
import { PortalPage } from '../../portal/components/portal-page.tsx';
import { EmptyRow } from '../../portal/components/server-paging.tsx';
import { useAllCategories, useCategoryMutations } from './categories.queries.ts';
import { CategoryDialog, categoryName } from './category-dialog.tsx';
import { type CategoryNode, categoryTree, filterTree } from './category-tree.ts';

/** Narrow screens: the number and action columns give their room to the names. */
const compact = { px: { xs: 1, sm: 2 } } as const;

type Open = { kind: 'new' } | { kind: 'edit' | 'delete'; category: ManagedCategory } | null;

/** Folds a name for search: case and the forms of alif, ya and ta marbuta set aside. */
function folded(text: string): string {
  return text.toLocaleLowerCase().replace(/[أإآ]/g, 'ا').replace(/ى/g, 'ي').replace(/ة/g, 'ه');
}

/** One category's name cell: indented by its depth, the other language's name under it. */
function NameCell({ node, language }: { node: CategoryNode; language: string }) {
  const { t } = useTranslation('organizations');
  const parent = node.ancestors.at(-1);
  const other = language === 'ar' ? node.name : node.nameAr;
  return (
    <TableCell sx={{ minWidth: 150, paddingInlineStart: { xs: 1 + node.depth * 1.5, sm: 2 + node.depth * 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        {node.depth > 0 ? (
          <DirectionalIcon
            icon={SubdirectoryArrowRightIcon}
            aria-hidden
            fontSize="small"
            sx={{ color: 'text.secondary', mt: 0.25 }}
          />
        ) : null}
        <Box sx={{ minWidth: 0, overflowWrap: 'break-word' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {categoryName(node, language)}
          </Typography>
          <Typography variant="body2" color="text.secondary" lang={language === 'ar' ? 'en' : 'ar'} dir="auto">
            {other}
          </Typography>
          {parent ? (
            <Box component="span" sx={visuallyHidden}>
              {t('organizations.categories.under', { name: categoryName(parent, language) })}
            </Box>
          ) : null}
        </Box>
      </Stack>
    </TableCell>
  );
}

/**
 * Course categories (issue 13): the organization's tree of categories, each with both languages'
 * names, its position among its siblings and how many courses it holds; add, rename, move (parent
 * and position, in the dialog), delete. The whole tree is read at once and searched here.
 */
export function CategoriesPage() {
  const { t } = useTranslation('organizations');
  const { language } = useLanguage();
  const [search, setSearch] = useState('');
  const list = useAllCategories();
  const mutations = useCategoryMutations();
  const [open, setOpen] = useState<Open>(null);
  const tree = useMemo(() => categoryTree(list.data ?? []), [list.data]);
  const query = folded(search.trim());
  const rows = query
    ? filterTree(tree, (node) => folded(node.name).includes(query) || folded(node.nameAr).includes(query))
    : tree;
  const nameOf = (category: ManagedCategory) => categoryName(category, language);

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
          onChange={(event) => setSearch(event.target.value)}
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
                  <TableCell>{t('organizations.categories.category')}</TableCell>
                  <TableCell align="right" sx={compact}>
                    {t('organizations.categories.position')}
                  </TableCell>
                  <TableCell align="right" sx={compact}>
                    {t('organizations.categories.courses')}
                  </TableCell>
                  <TableCell align="right" sx={compact}>
                    {t('organizations.admin.actions')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((node) => (
                  <TableRow key={node.id}>
                    <NameCell node={node} language={language} />
                    <TableCell align="right" sx={compact}>
                      {node.position}
                    </TableCell>
                    <TableCell align="right" sx={compact}>
                      {node.courseCount}
                    </TableCell>
                    <TableCell align="right" sx={{ ...compact, whiteSpace: 'nowrap' }}>
                      <Tooltip title={t('organizations.admin.edit')}>
                        <IconButton
                          aria-label={t('organizations.admin.editNamed', { name: nameOf(node) })}
                          onClick={() => setOpen({ kind: 'edit', category: node })}
                        >
                          <EditOutlinedIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('organizations.admin.delete')}>
                        <IconButton
                          aria-label={t('organizations.admin.deleteNamed', { name: nameOf(node) })}
                          onClick={() => setOpen({ kind: 'delete', category: node })}
                        >
                          <DeleteOutlineIcon />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
                {list.isSuccess && rows.length === 0 ? (
                  <EmptyRow colSpan={4}>
                    {query ? t('organizations.admin.noMatch') : t('organizations.categories.empty')}
                  </EmptyRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      </Stack>
      {open?.kind === 'new' || open?.kind === 'edit' ? (
        <CategoryDialog
          category={open.kind === 'edit' ? open.category : null}
          tree={tree}
          onClose={() => setOpen(null)}
          onSave={async (fields) => {
            if (open.kind === 'edit') await mutations.update.mutateAsync({ categoryId: open.category.id, ...fields });
            else await mutations.create.mutateAsync(fields);
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
