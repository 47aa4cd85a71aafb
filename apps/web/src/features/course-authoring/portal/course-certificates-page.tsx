import type { CertificateReportSortColumn, CourseCertificateReportRow } from '@manara/contract';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
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
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { formatDate } from '../../../i18n/format-date.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { certificatePageUrl } from '../../certificates/certificates.queries.ts';
import { EmptyRow, PagingFooter, usePaging } from '../../portal/components/server-paging.tsx';
import { SortableHeader, useSorting } from '../../portal/components/sortable-header.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import {
  type CertificateStatus,
  useCertificatesReport,
  useIssueCertificates,
  usePassingCriteria,
  useRevokeCertificate,
} from './course-certificates.queries.ts';
import { CourseEditorFrame } from './course-editor-frame.tsx';

const STATUSES: readonly CertificateStatus[] = ['all', 'issued', 'notIssued'];

function ReportRow({
  row,
  canIssue,
  selected,
  onSelect,
  onIssue,
  onRevoke,
  issuing,
}: {
  row: CourseCertificateReportRow;
  canIssue: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onIssue: () => void;
  onRevoke: () => void;
  issuing: boolean;
}) {
  const { t } = useTranslation('authoring');
  const { language } = useLanguage();
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const name = `${row.firstName} ${row.lastName}`.trim();
  return (
    <TableRow hover selected={selected}>
      {canIssue ? (
        <TableCell padding="checkbox">
          <Checkbox
            checked={selected}
            disabled={row.certificate !== null}
            onChange={(_, checked) => onSelect(checked)}
            slotProps={{ input: { 'aria-label': t('authoring.certificates.select', { name }) } }}
          />
        </TableCell>
      ) : null}
      <TableCell component="th" scope="row">
        <Typography variant="body2" sx={{ fontWeight: 600 }} dir="auto">
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
          {row.email}
        </Typography>
      </TableCell>
      <TableCell>{percent.format(row.progress.completion)}</TableCell>
      <TableCell>
        <Chip
          size="small"
          variant="outlined"
          color={row.isPassed ? 'success' : 'default'}
          label={row.isPassed ? t('authoring.certificates.passed') : t('authoring.certificates.notPassed')}
        />
      </TableCell>
      <TableCell>
        {row.certificate ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Link href={certificatePageUrl(row.certificate.certificateId)} target="_blank" rel="noopener">
              {t('authoring.certificates.issuedOn', { date: formatDate(row.certificate.issuedAt, language) })}
            </Link>
            <Button
              size="small"
              color="error"
              onClick={onRevoke}
              aria-label={t('authoring.certificates.revokeFrom', { name })}
            >
              {t('authoring.certificates.revoke')}
            </Button>
          </Stack>
        ) : canIssue ? (
          <Button
            size="small"
            variant="outlined"
            disabled={issuing}
            onClick={onIssue}
            aria-label={t('authoring.certificates.issueTo', { name })}
          >
            {t('authoring.certificates.issue')}
          </Button>
        ) : (
          t('authoring.certificates.none')
        )}
      </TableCell>
    </TableRow>
  );
}

function CertificatesReport({ courseId }: { courseId: number }) {
  const { t } = useTranslation('authoring');
  const [status, setStatus] = useState<CertificateStatus>('all');
  const paging = usePaging();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const criteria = usePassingCriteria(courseId);
  const { sorting, sortBy } = useSorting<CertificateReportSortColumn>(
    { sort: 'learner', order: 'asc' },
    paging.restart,
  );
  const report = useCertificatesReport(courseId, { skip: paging.skip, take: paging.take, status, ...sorting });
  const header = (column: CertificateReportSortColumn, label: string) => (
    <SortableHeader column={column} sorting={sorting} onSort={sortBy}>
      {label}
    </SortableHeader>
  );
  const issue = useIssueCertificates(courseId);
  const revoke = useRevokeCertificate();
  const [revoking, setRevoking] = useState<CourseCertificateReportRow | null>(null);
  const rows = report.data?.data ?? [];
  const mode = criteria.data?.certificateMode;
  const canIssue = mode !== undefined && mode !== 'off';

  const issueTo = (userIds: number[]) =>
    issue.mutate(userIds, {
      onSuccess: () => setSelected(new Set()),
    });

  return (
    <Stack spacing={2}>
      {mode ? (
        <Alert severity="info" icon={<WorkspacePremiumOutlinedIcon />}>
          {t(`authoring.certificates.mode.${mode}`)}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as CertificateStatus);
            paging.restart();
          }}
          label={t('authoring.certificates.filter')}
          sx={{ minWidth: 220 }}
        >
          {STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`authoring.certificates.status.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        {canIssue ? (
          <Button
            variant="contained"
            disabled={selected.size === 0 || issue.isPending}
            onClick={() => issueTo([...selected])}
          >
            {t('authoring.certificates.issueSelected', { count: selected.size })}
          </Button>
        ) : null}
      </Stack>
      {issue.isPending ? <LinearProgress aria-label={t('authoring.certificates.issuing')} /> : null}
      {issue.isError ? (
        <Alert severity="error" role="alert">
          {getErrorText(t, issue.error)}
        </Alert>
      ) : null}
      {revoke.isError ? (
        <Alert severity="error" role="alert">
          {getErrorText(t, revoke.error)}
        </Alert>
      ) : null}
      {issue.isSuccess ? (
        <Alert severity="success">{t('authoring.certificates.issued', { count: issue.data.data.length })}</Alert>
      ) : null}
      {report.isError ? (
        <Alert severity="error" action={<Button onClick={() => void report.refetch()}>{t('authoring.retry')}</Button>}>
          {getErrorText(t, report.error)}
        </Alert>
      ) : (
        <Paper variant="outlined">
          {report.isFetching ? <LinearProgress aria-label={t('authoring.certificates.loading')} /> : null}
          <TableContainer>
            <Table aria-label={t('authoring.certificates.tableLabel')}>
              <TableHead>
                <TableRow>
                  {canIssue ? (
                    <TableCell padding="checkbox">
                      <Typography component="span" sx={visuallyHidden}>
                        {t('authoring.certificates.columns.select')}
                      </Typography>
                    </TableCell>
                  ) : null}
                  {header('learner', t('authoring.students.columns.learner'))}
                  <TableCell>{t('authoring.certificates.columns.completion')}</TableCell>
                  <TableCell>{t('authoring.certificates.columns.criteria')}</TableCell>
                  {header('certificate', t('authoring.students.columns.certificate'))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <ReportRow
                    key={row.userId}
                    row={row}
                    canIssue={canIssue}
                    selected={selected.has(row.userId)}
                    issuing={issue.isPending}
                    onSelect={(on) =>
                      setSelected((current) => {
                        const next = new Set(current);
                        if (on) next.add(row.userId);
                        else next.delete(row.userId);
                        return next;
                      })
                    }
                    onIssue={() => issueTo([row.userId])}
                    onRevoke={() => setRevoking(row)}
                  />
                ))}
                {report.isSuccess && rows.length === 0 ? (
                  <EmptyRow colSpan={canIssue ? 5 : 4}>{t('authoring.certificates.empty')}</EmptyRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
          <PagingFooter
            paging={paging}
            total={report.data?.total ?? 0}
            rowsPerPage={t('authoring.students.rowsPerPage')}
            range={({ from, to, count }) => t('authoring.students.range', { from, to, count })}
          />
        </Paper>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t('authoring.certificates.revokeTitle')}
        message={t('authoring.certificates.revokeMessage', {
          name: revoking ? `${revoking.firstName} ${revoking.lastName}`.trim() : '',
        })}
        confirm={t('authoring.certificates.revoke')}
        onConfirm={() => {
          const certificateId = revoking?.certificate?.certificateId;
          if (certificateId) revoke.mutate(certificateId);
        }}
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** People and results: the course's certificates report, and certificates issued by hand. */
export function CourseCertificatesPage() {
  return (
    <CourseEditorFrame tab="certificates">{(course) => <CertificatesReport courseId={course.id} />}</CourseEditorFrame>
  );
}
