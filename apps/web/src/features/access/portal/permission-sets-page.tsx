import type { PermissionSet } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { getErrorText } from '../../../i18n/error-text.ts';
import { useOrganizationName } from '../../organizations/organizations.queries.ts';
import { PortalPage } from '../../portal/components/portal-page.tsx';
import { EmptyRow, PagingFooter, usePaging } from '../../portal/components/server-paging.tsx';
import { permissionSetPath } from '../access-paths.ts';
import { usePermissionSets } from './access.queries.ts';
import { CloneDialog } from './clone-dialog.tsx';

/** Permission sets administration: the organization's member sets, paged on the server; clone one to edit it. */
export function PermissionSetsPage() {
  const { t } = useTranslation('access');
  const organization = useOrganizationName();
  const paging = usePaging();
  const list = usePermissionSets({ skip: paging.skip, take: paging.take });
  const [cloning, setCloning] = useState<PermissionSet | null>(null);
  const rows = list.data?.data ?? [];
  return (
    <PortalPage title={t('pages.permissionSets.title')} description={t('access.sets.intro', { organization })}>
      {list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}>
          {getErrorText(t, list.error)}
        </Alert>
      ) : (
        <Paper variant="outlined">
          {list.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : null}
          <TableContainer>
            <Table aria-label={t('access.sets.tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('access.sets.columns.name')}</TableCell>
                  <TableCell>{t('access.sets.columns.kind')}</TableCell>
                  <TableCell align="right">{t('access.sets.columns.members')}</TableCell>
                  <TableCell align="right">{t('access.sets.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((set) => {
                  const readOnly = set.isPredefined || !set.canBeEdited;
                  return (
                    <TableRow key={set.id} hover>
                      <TableCell component="th" scope="row">
                        <Link component={RouterLink} to={permissionSetPath(set.id)} sx={{ fontWeight: 600 }}>
                          {set.name}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          variant="outlined"
                          color={set.isPredefined ? 'default' : 'primary'}
                          label={set.isPredefined ? t('access.sets.predefined') : t('access.sets.custom')}
                        />
                      </TableCell>
                      <TableCell align="right">{set.memberCount}</TableCell>
                      <TableCell align="right">
                        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                          <Button
                            size="small"
                            component={RouterLink}
                            to={permissionSetPath(set.id)}
                            aria-label={t(readOnly ? 'access.sets.viewNamed' : 'access.sets.editNamed', {
                              name: set.name,
                            })}
                          >
                            {readOnly ? t('access.sets.view') : t('access.sets.edit')}
                          </Button>
                          <Button
                            size="small"
                            variant="outlined"
                            onClick={() => setCloning(set)}
                            aria-label={t('access.sets.cloneNamed', { name: set.name })}
                          >
                            {t('access.sets.clone')}
                          </Button>
                        </Stack>
                      </TableCell>
                    </TableRow>
                  );
                })}
                {list.isSuccess && rows.length === 0 ? <EmptyRow colSpan={4}>{t('access.sets.empty')}</EmptyRow> : null}
              </TableBody>
            </Table>
          </TableContainer>
          <PagingFooter
            paging={paging}
            total={list.data?.total ?? 0}
            rowsPerPage={t('access.sets.rowsPerPage')}
            range={({ from, to, count }) => t('access.sets.range', { from, to, count })}
          />
        </Paper>
      )}
      {cloning ? <CloneDialog source={cloning} onClose={() => setCloning(null)} /> : null}
    </PortalPage>
  );
}
