import { zodResolver } from '@hookform/resolvers/zod';
import { CreateSsoProviderBody, type ErrorCode, type SsoProvider, type SsoProviderDetail } from '@manara/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getErrorText } from '../../../i18n/error-text.ts';
import { applyServerErrors, formErrorText } from '../../../ui/form/server-errors.ts';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { LtrText } from '../../../ui/ltr-text.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { ConfirmDialog } from '../../course-authoring/portal/confirm-dialog.tsx';
import { PortalPage } from '../../portal/components/portal-page.tsx';
import { EmptyRow, PagingFooter, usePaging } from '../../portal/components/server-paging.tsx';
import { useSsoProvider, useSsoProviderMutations, useSsoProviders } from './sso-providers.queries.ts';

/** The form: the contract's fields; the slug is only sent for a new provider (it is fixed once created). */
const ProviderForm = z.object({
  slug: z.string(),
  name: CreateSsoProviderBody.shape.name,
  metadataXml: CreateSsoProviderBody.shape.metadataXml,
  createsMembers: z.boolean(),
  isEnabled: z.boolean(),
});
type ProviderValues = z.infer<typeof ProviderForm>;
const NewProviderForm = ProviderForm.extend({ slug: CreateSsoProviderBody.shape.slug });

/** Error codes shown on the field they are about. */
const fieldsOfCode = (code: ErrorCode): (keyof ProviderValues)[] =>
  code === 'sso-001' ? ['metadataXml'] : code === 'sso-002' ? ['slug'] : [];

type Open = { kind: 'new' } | { kind: 'edit' | 'delete'; provider: SsoProvider } | null;

/** Our addresses the other side is configured with, to copy. */
function OurAddresses({ detail }: { detail: SsoProviderDetail }) {
  const { t } = useTranslation('organizations');
  return (
    <Stack spacing={1} component="dl" sx={{ m: 0 }}>
      <Typography component="dt" variant="subtitle2">
        {t('organizations.sso.ourMetadataUrl')}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        <LtrText>{detail.ourMetadataUrl}</LtrText>
      </Typography>
      {detail.ourAcsUrl ? (
        <>
          <Typography component="dt" variant="subtitle2">
            {t('organizations.sso.ourAcsUrl')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <LtrText>{detail.ourAcsUrl}</LtrText>
          </Typography>
        </>
      ) : null}
    </Stack>
  );
}

function ProviderDialog({ provider, onClose }: { provider: SsoProvider | null; onClose: () => void }) {
  const { t } = useTranslation('organizations');
  const titleId = useId();
  const detail = useSsoProvider(provider?.id ?? null);
  if (provider && !detail.data) {
    return (
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
        <DialogTitle id={titleId}>{t('organizations.sso.editTitle')}</DialogTitle>
        <DialogContent>
          {detail.isError ? (
            <Alert severity="error">{getErrorText(t, detail.error)}</Alert>
          ) : (
            <LinearProgress aria-label={t('organizations.admin.loading')} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('organizations.admin.cancel')}</Button>
        </DialogActions>
      </Dialog>
    );
  }
  return <ProviderFormDialog detail={detail.data ?? null} onClose={onClose} />;
}

function ProviderFormDialog({ detail, onClose }: { detail: SsoProviderDetail | null; onClose: () => void }) {
  const { t } = useTranslation('organizations');
  const mutations = useSsoProviderMutations();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ProviderValues>({
    resolver: zodResolver(detail ? ProviderForm : NewProviderForm),
    defaultValues: {
      slug: detail?.slug ?? '',
      name: detail?.name ?? '',
      metadataXml: detail?.metadataXml ?? '',
      createsMembers: detail?.createsMembers ?? true,
      isEnabled: detail?.isEnabled ?? true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ slug, ...values }) => {
    setError(null);
    try {
      if (detail) await mutations.update.mutateAsync({ providerId: detail.id, body: values });
      else await mutations.create.mutateAsync({ slug, ...values });
      toast.success(t('organizations.admin.saved'));
      onClose();
    } catch (failure) {
      if (!applyServerErrors(form, failure, { fieldsOfCode })) setError(getErrorText(t, failure));
    }
  });
  return (
    <FormDialog
      title={detail ? t('organizations.sso.editTitle') : t('organizations.sso.newTitle')}
      onClose={onClose}
      onSubmit={submit}
      pending={isSubmitting}
      error={error}
      maxWidth="md"
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <TextField
          {...form.register('name')}
          label={t('organizations.sso.name')}
          error={Boolean(errors.name)}
          helperText={formErrorText(t, errors.name)}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 200, dir: 'auto' } }}
        />
        <TextField
          {...form.register('slug')}
          label={t('organizations.sso.slug')}
          error={Boolean(errors.slug)}
          helperText={formErrorText(t, errors.slug) ?? t('organizations.sso.slugHelp')}
          required={!detail}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 100, dir: 'ltr', readOnly: Boolean(detail) } }}
        />
        <TextField
          {...form.register('metadataXml')}
          label={t('organizations.sso.metadata')}
          error={Boolean(errors.metadataXml)}
          helperText={formErrorText(t, errors.metadataXml) ?? t('organizations.sso.metadataHelp')}
          required
          fullWidth
          multiline
          minRows={6}
          maxRows={14}
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        <Controller
          control={form.control}
          name="createsMembers"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} />}
              label={t('organizations.sso.createsMembers')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="isEnabled"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} />}
              label={t('organizations.sso.isEnabled')}
            />
          )}
        />
        {detail ? <OurAddresses detail={detail} /> : null}
      </Stack>
    </FormDialog>
  );
}

/** Single sign-on (issue 13): the organization's SAML identity and service providers. */
export function SsoProvidersPage() {
  const { t } = useTranslation('organizations');
  const paging = usePaging();
  const list = useSsoProviders({ skip: paging.skip, take: paging.take });
  const mutations = useSsoProviderMutations();
  const [open, setOpen] = useState<Open>(null);
  const rows = list.data?.data ?? [];
  return (
    <PortalPage
      title={t('pages.organizationSso.title')}
      description={t('organizations.sso.intro')}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'new' })}>
          {t('organizations.sso.new')}
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
            <Table aria-label={t('pages.organizationSso.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('organizations.sso.name')}</TableCell>
                  <TableCell>{t('organizations.sso.slug')}</TableCell>
                  <TableCell>{t('organizations.sso.role')}</TableCell>
                  <TableCell>{t('organizations.sso.entityId')}</TableCell>
                  <TableCell>{t('organizations.sso.state')}</TableCell>
                  <TableCell align="right">{t('organizations.admin.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((provider) => (
                  <TableRow key={provider.id}>
                    <TableCell dir="auto">{provider.name}</TableCell>
                    <TableCell>
                      <LtrText>{provider.slug}</LtrText>
                    </TableCell>
                    <TableCell>{t(`organizations.sso.roles.${provider.role}`)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 280 }}>
                      <LtrText>{provider.entityId}</LtrText>
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={provider.isEnabled ? 'success' : 'default'}
                        label={provider.isEnabled ? t('organizations.sso.enabled') : t('organizations.sso.disabled')}
                      />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={t('organizations.admin.edit')}>
                        <IconButton
                          aria-label={t('organizations.admin.editNamed', { name: provider.name })}
                          onClick={() => setOpen({ kind: 'edit', provider })}
                        >
                          <EditOutlinedIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('organizations.admin.delete')}>
                        <IconButton
                          aria-label={t('organizations.admin.deleteNamed', { name: provider.name })}
                          onClick={() => setOpen({ kind: 'delete', provider })}
                        >
                          <DeleteOutlineIcon />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
                {list.isSuccess && rows.length === 0 ? (
                  <EmptyRow colSpan={6}>{t('organizations.sso.empty')}</EmptyRow>
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
        <ProviderDialog provider={open.kind === 'edit' ? open.provider : null} onClose={() => setOpen(null)} />
      ) : null}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={t('organizations.sso.deleteTitle')}
        message={open?.kind === 'delete' ? t('organizations.sso.deleteMessage', { name: open.provider.name }) : ''}
        confirm={t('organizations.admin.delete')}
        onClose={() => setOpen(null)}
        onConfirm={() => {
          if (open?.kind !== 'delete') return;
          mutations.remove.mutate(open.provider.id, {
            onSuccess: () => toast.success(t('organizations.sso.deleted')),
          });
        }}
      />
    </PortalPage>
  );
}
