import type { ApprovalRequestSortColumn, ApprovalStatus, CourseApprovalRequest } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { getErrorText } from '../../../i18n/error-text.ts';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { coursePaths } from '../../catalogue/course-paths.ts';
import { useTermInSentence } from '../../organizations/organizations.queries.ts';
import { PortalPage } from '../../portal/components/portal-page.tsx';
import { EmptyRow, PagingFooter, usePaging } from '../../portal/components/server-paging.tsx';
import { SortableHeader, useSorting } from '../../portal/components/sortable-header.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useApprovalRequests, useDecideApprovalRequest } from './course-approvals.queries.ts';

const STATUSES: readonly ApprovalStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];
const statusColor = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'error' } as const;

type Decision = { request: CourseApprovalRequest; status: 'APPROVED' | 'REJECTED' };

/**
 * The organization's course approval queue (issue 13, "Courses across the organization"): the
 * requests instructors sent, pending ones first by default, each opened as a learner would see the
 * course and approved or rejected after a confirmation (a decision is final: the server answers
 * `courses-073` to a second one).
 */
export function CourseApprovalsPage() {
  const { t } = useTranslation('authoring');
  const { language } = useLanguage();
  const courses = useTermInSentence('course', { plural: true });
  const [status, setStatus] = useState<ApprovalStatus | null>('PENDING');
  const paging = usePaging();
  const [decision, setDecision] = useState<Decision | null>(null);
  const { sorting, sortBy } = useSorting<ApprovalRequestSortColumn>(
    { sort: 'createdAt', order: 'desc' },
    paging.restart,
  );
  const list = useApprovalRequests({ skip: paging.skip, take: paging.take, status, ...sorting });
  const header = (column: ApprovalRequestSortColumn, label: string) => (
    <SortableHeader column={column} sorting={sorting} onSort={sortBy}>
      {label}
    </SortableHeader>
  );
  const decide = useDecideApprovalRequest();
  const rows = list.data?.data ?? [];

  return (
    <PortalPage title={t('pages.courseApprovals.title')} description={t('authoring.approvals.intro', { courses })}>
      <TextField
        select
        label={t('authoring.approvals.filter')}
        value={status ?? 'ALL'}
        onChange={(event) => {
          setStatus(event.target.value === 'ALL' ? null : (event.target.value as ApprovalStatus));
          paging.restart();
        }}
        sx={{ mb: 2, width: { xs: '100%', sm: 240 } }}
      >
        <MenuItem value="ALL">{t('authoring.approvals.all')}</MenuItem>
        {STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`authoring.approvals.status.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {decide.isError ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => decide.reset()}>
          {getErrorText(t, decide.error)}
        </Alert>
      ) : null}
      {list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}>
          {getErrorText(t, list.error)}
        </Alert>
      ) : (
        <Paper variant="outlined">
          {list.isFetching || decide.isPending ? <LinearProgress aria-label={t('common.loading')} /> : null}
          <TableContainer>
            <Table aria-label={t('authoring.approvals.tableLabel')}>
              <TableHead>
                <TableRow>
                  {header('course', t('authoring.approvals.columns.course'))}
                  {header('instructor', t('authoring.approvals.columns.instructor'))}
                  {header('createdAt', t('authoring.approvals.columns.requested'))}
                  {header('status', t('authoring.approvals.columns.status'))}
                  <TableCell>{t('authoring.approvals.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((request) => (
                  <TableRow key={request.id} hover>
                    <TableCell component="th" scope="row">
                      <Link
                        component={RouterLink}
                        to={coursePaths.overview(request.courseId)}
                        underline="hover"
                        sx={{ fontWeight: 600 }}
                      >
                        {request.courseName}
                      </Link>
                      {request.note ? (
                        <Stack component="span" sx={{ color: 'text.secondary', typography: 'body2' }}>
                          {request.note}
                        </Stack>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      {request.instructor ? `${request.instructor.firstName} ${request.instructor.lastName}` : '—'}
                    </TableCell>
                    <TableCell>{formatDateTime(request.createdAt, language)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={statusColor[request.status]}
                        label={t(`authoring.approvals.status.${request.status}`)}
                      />
                    </TableCell>
                    <TableCell>
                      {request.status === 'PENDING' ? (
                        <Stack direction="row" spacing={1}>
                          <Button
                            size="small"
                            variant="contained"
                            disabled={decide.isPending}
                            aria-label={t('authoring.approvals.approveNamed', { name: request.courseName })}
                            onClick={() => setDecision({ request, status: 'APPROVED' })}
                          >
                            {t('authoring.approvals.approve')}
                          </Button>
                          <Button
                            size="small"
                            color="error"
                            disabled={decide.isPending}
                            aria-label={t('authoring.approvals.rejectNamed', { name: request.courseName })}
                            onClick={() => setDecision({ request, status: 'REJECTED' })}
                          >
                            {t('authoring.approvals.reject')}
                          </Button>
                        </Stack>
                      ) : request.decidedAt ? (
                        t('authoring.approvals.decidedOn', { date: formatDateTime(request.decidedAt, language) })
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
                {list.isSuccess && rows.length === 0 ? (
                  <EmptyRow colSpan={5}>
                    {status === 'PENDING' ? t('authoring.approvals.nonePending') : t('authoring.approvals.none')}
                  </EmptyRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
          <PagingFooter
            paging={paging}
            total={list.data?.total ?? 0}
            rowsPerPage={t('authoring.approvals.rowsPerPage')}
            range={({ from, to, count }) => t('authoring.approvals.range', { from, to, count })}
          />
        </Paper>
      )}
      <ConfirmDialog
        open={decision !== null}
        tone={decision?.status === 'APPROVED' ? 'primary' : 'error'}
        title={
          decision?.status === 'APPROVED'
            ? t('authoring.approvals.confirmApproveTitle')
            : t('authoring.approvals.confirmRejectTitle')
        }
        message={t(
          decision?.status === 'APPROVED' ? 'authoring.approvals.confirmApprove' : 'authoring.approvals.confirmReject',
          { name: decision?.request.courseName ?? '' },
        )}
        confirm={decision?.status === 'APPROVED' ? t('authoring.approvals.approve') : t('authoring.approvals.reject')}
        onConfirm={() => {
          if (decision) decide.mutate({ requestId: decision.request.id, status: decision.status });
        }}
        onClose={() => setDecision(null)}
      />
    </PortalPage>
  );
}
