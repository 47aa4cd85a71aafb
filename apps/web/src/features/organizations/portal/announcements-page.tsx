import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Language,
  ORG_ANNOUNCEMENT_BODY_MAX,
  type OrgAnnouncement,
  type OrgAnnouncementDetail,
  type OrgAnnouncementSortColumn,
} from '@manara/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
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
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getErrorText } from '../../../i18n/error-text.ts';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { applyServerErrors, formErrorText } from '../../../ui/form/server-errors.ts';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { richTextToPlainText } from '../../../ui/rich-text/is-rich-text-html.ts';
import { RichTextField } from '../../../ui/rich-text/rich-text-field.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { truncateTitle } from '../../../ui/truncate.ts';
import { ConfirmDialog } from '../../course-authoring/portal/confirm-dialog.tsx';
import { fromLocalDateTime, toLocalDateTime } from '../../course-authoring/portal/local-date-time.ts';
import { PortalPage } from '../../portal/components/portal-page.tsx';
import { EmptyRow, PagingFooter, usePaging } from '../../portal/components/server-paging.tsx';
import { SortableHeader, useSorting } from '../../portal/components/sortable-header.tsx';
import { useAnnouncementMutations, useManagedAnnouncement, useManagedAnnouncements } from './announcements.queries.ts';

type AnnouncementState = 'scheduled' | 'active' | 'ended';
const stateColor = { scheduled: 'info', active: 'success', ended: 'default' } as const;

function stateOf(announcement: OrgAnnouncement, now: number): AnnouncementState {
  if (announcement.startDate && Date.parse(announcement.startDate) > now) return 'scheduled';
  if (announcement.endDate && Date.parse(announcement.endDate) <= now) return 'ended';
  return 'active';
}

/**
 * The form: the body in each language (at least one) written with the rich-text editor, a link and
 * the dates as local date-times (empty: from now / no end).
 */
const Body = z.string().trim().max(ORG_ANNOUNCEMENT_BODY_MAX, 'form.maxLength');
const AnnouncementForm = z
  .object({
    bodyEn: Body,
    bodyAr: Body,
    externalLink: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'form.invalid' }).max(2000)]),
    startDate: z.string(),
    endDate: z.string(),
  })
  // An end before the start is the server's `announcements-001`, shown on the end date.
  .refine((v) => v.bodyEn !== '' || v.bodyAr !== '', { message: 'form.required', path: ['bodyEn'] });
type AnnouncementValues = z.infer<typeof AnnouncementForm>;

function valuesOf(detail: OrgAnnouncementDetail | null): AnnouncementValues {
  const bodyIn = (language: Language) => detail?.translations.find((t) => t.language === language)?.body ?? '';
  return {
    bodyEn: bodyIn('en'),
    bodyAr: bodyIn('ar'),
    externalLink: detail?.externalLink ?? '',
    startDate: toLocalDateTime(detail?.startDate ?? null),
    endDate: toLocalDateTime(detail?.endDate ?? null),
  };
}

/** The server's `translations.<i>.body` paths onto the language's field. */
function fieldOfPath(path: string, sent: Language[]): keyof AnnouncementValues | undefined {
  const translation = /^body\.translations\.(\d+)/.exec(path);
  if (translation) return sent[Number(translation[1])] === 'ar' ? 'bodyAr' : 'bodyEn';
  const name = path.replace(/^body\./, '');
  return name === 'externalLink' || name === 'startDate' || name === 'endDate' ? name : undefined;
}

function AnnouncementFormDialog({ detail, onClose }: { detail: OrgAnnouncementDetail | null; onClose: () => void }) {
  const { t } = useTranslation('organizations');
  const mutations = useAnnouncementMutations();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AnnouncementValues>({
    resolver: zodResolver(AnnouncementForm),
    defaultValues: valuesOf(detail),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const translations = (
      [
        { language: 'en', body: values.bodyEn },
        { language: 'ar', body: values.bodyAr },
      ] as const
    ).filter((translation) => translation.body !== '');
    const body = {
      translations: [...translations],
      externalLink: values.externalLink || null,
      startDate: fromLocalDateTime(values.startDate),
      endDate: fromLocalDateTime(values.endDate),
    };
    try {
      if (detail) await mutations.update.mutateAsync({ announcementId: detail.id, body });
      else await mutations.create.mutateAsync(body);
      toast.success(t('organizations.admin.saved'));
      onClose();
    } catch (failure) {
      const sent = translations.map((translation) => translation.language);
      const placed = applyServerErrors(form, failure, {
        fieldOfPath: (path) => fieldOfPath(path, sent),
        fieldsOfCode: (code) => (code === 'announcements-001' ? ['endDate'] : []),
      });
      if (!placed) setError(getErrorText(t, failure));
    }
  });
  const dateField = (name: 'startDate' | 'endDate') => (
    <TextField
      {...form.register(name)}
      type="datetime-local"
      label={t(`organizations.announcements.${name}`)}
      error={Boolean(errors[name])}
      helperText={formErrorText(t, errors[name]) ?? t(`organizations.announcements.${name}Help`)}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );
  return (
    <FormDialog
      title={detail ? t('organizations.announcements.editTitle') : t('organizations.announcements.newTitle')}
      onClose={onClose}
      onSubmit={submit}
      pending={isSubmitting}
      error={error}
      maxWidth="md"
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        {(['bodyEn', 'bodyAr'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <RichTextField
                label={t(`organizations.announcements.${name}`)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={formErrorText(t, errors[name])}
                helperText={name === 'bodyEn' ? t('organizations.announcements.bodyHelp') : undefined}
                minHeight={100}
              />
            )}
          />
        ))}
        <TextField
          {...form.register('externalLink')}
          type="url"
          label={t('organizations.announcements.externalLink')}
          error={Boolean(errors.externalLink)}
          helperText={formErrorText(t, errors.externalLink) ?? t('organizations.announcements.externalLinkHelp')}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2000, dir: 'ltr' } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {dateField('startDate')}
          {dateField('endDate')}
        </Stack>
      </Stack>
    </FormDialog>
  );
}

function AnnouncementDialog({ announcementId, onClose }: { announcementId: number | null; onClose: () => void }) {
  const { t } = useTranslation('organizations');
  const detail = useManagedAnnouncement(announcementId);
  if (announcementId !== null && !detail.data) {
    return (
      <Dialog open onClose={onClose} aria-label={t('organizations.announcements.editTitle')}>
        <DialogContent>
          {detail.isError ? (
            <Alert severity="error">{getErrorText(t, detail.error)}</Alert>
          ) : (
            <LinearProgress aria-label={t('organizations.admin.loading')} sx={{ width: 240 }} />
          )}
        </DialogContent>
      </Dialog>
    );
  }
  return <AnnouncementFormDialog detail={detail.data ?? null} onClose={onClose} />;
}

type Open = { kind: 'new' } | { kind: 'edit' | 'delete'; announcement: OrgAnnouncement } | null;

/** Organization announcements (issue 13): the banner's messages in both languages, with their dates. */
export function AnnouncementsPage() {
  const { t } = useTranslation('organizations');
  const { language } = useLanguage();
  const paging = usePaging();
  // Newest first, as created (no column shows the date): no header is sorted until one is pressed.
  const { sorting, sortBy } = useSorting<OrgAnnouncementSortColumn>(
    { sort: 'createdAt', order: 'desc' },
    paging.restart,
  );
  const list = useManagedAnnouncements({ skip: paging.skip, take: paging.take, ...sorting });
  const header = (column: OrgAnnouncementSortColumn, label: string) => (
    <SortableHeader column={column} sorting={sorting} onSort={sortBy}>
      {label}
    </SortableHeader>
  );
  const mutations = useAnnouncementMutations();
  const [open, setOpen] = useState<Open>(null);
  const rows = list.data?.data ?? [];
  const now = Date.now();
  const dateOf = (value: string | null, none: string) => (value ? formatDateTime(value, language) : none);
  return (
    <PortalPage
      title={t('pages.organizationAnnouncements.title')}
      description={t('organizations.announcements.intro')}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'new' })}>
          {t('organizations.announcements.new')}
        </Button>
      }
    >
      <Stack spacing={2}>
        {mutations.remove.isError ? (
          <Alert severity="error" role="alert">
            {getErrorText(t, mutations.remove.error)}
          </Alert>
        ) : null}
        {list.isError ? <Alert severity="error">{getErrorText(t, list.error)}</Alert> : null}
        <Paper variant="outlined">
          {list.isFetching ? <LinearProgress aria-label={t('organizations.admin.loading')} /> : null}
          <TableContainer>
            <Table aria-label={t('pages.organizationAnnouncements.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('organizations.announcements.body')}</TableCell>
                  {header('startDate', t('organizations.announcements.startDate'))}
                  {header('endDate', t('organizations.announcements.endDate'))}
                  {header('state', t('organizations.announcements.state'))}
                  <TableCell align="right">{t('organizations.admin.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((announcement) => {
                  const state = stateOf(announcement, now);
                  const text = richTextToPlainText(announcement.body);
                  const name = truncateTitle(text, 40);
                  return (
                    <TableRow key={announcement.id}>
                      <TableCell dir="auto" sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>
                        {truncateTitle(text, 120)}
                      </TableCell>
                      <TableCell>
                        {dateOf(announcement.startDate, t('organizations.announcements.fromCreation'))}
                      </TableCell>
                      <TableCell>{dateOf(announcement.endDate, t('organizations.announcements.noEnd'))}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          variant="outlined"
                          color={stateColor[state]}
                          label={t(`organizations.announcements.states.${state}`)}
                        />
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Tooltip title={t('organizations.admin.edit')}>
                          <IconButton
                            aria-label={t('organizations.admin.editNamed', { name })}
                            onClick={() => setOpen({ kind: 'edit', announcement })}
                          >
                            <EditOutlinedIcon />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={t('organizations.admin.delete')}>
                          <IconButton
                            aria-label={t('organizations.admin.deleteNamed', { name })}
                            onClick={() => setOpen({ kind: 'delete', announcement })}
                          >
                            <DeleteOutlineIcon />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    </TableRow>
                  );
                })}
                {list.isSuccess && rows.length === 0 ? (
                  <EmptyRow colSpan={5}>{t('organizations.announcements.empty')}</EmptyRow>
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
        <AnnouncementDialog
          announcementId={open.kind === 'edit' ? open.announcement.id : null}
          onClose={() => setOpen(null)}
        />
      ) : null}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={t('organizations.announcements.deleteTitle')}
        message={t('organizations.announcements.deleteMessage')}
        confirm={t('organizations.admin.delete')}
        onClose={() => setOpen(null)}
        onConfirm={() => {
          if (open?.kind !== 'delete') return;
          mutations.remove.mutate(open.announcement.id, {
            onSuccess: () => toast.success(t('organizations.announcements.deleted')),
          });
        }}
      />
    </PortalPage>
  );
}
