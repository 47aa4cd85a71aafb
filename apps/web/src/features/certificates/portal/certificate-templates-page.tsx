import type { CertificateTemplate } from '@manara/contract';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { ConfirmDialog } from '../../course-authoring/portal/confirm-dialog.tsx';
import { PortalPage } from '../../portal/components/portal-page.tsx';
import { useCertificateTemplates, useDeleteCertificateTemplate } from './certificate-templates.queries.ts';
import { TemplateDialog } from './template-dialog.tsx';
import { TemplatePreview } from './template-preview.tsx';

/**
 * The organization's certificate templates (issue 13, administrators): how its certificates look.
 * Each course's offering may name one; the others use the default, or without one the built-in look.
 */
export function CertificateTemplatesPage() {
  const { t } = useTranslation('certificates');
  const templates = useCertificateTemplates();
  const remove = useDeleteCertificateTemplate();
  const [editing, setEditing] = useState<CertificateTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CertificateTemplate | null>(null);
  const rows = templates.data?.data ?? [];

  return (
    <PortalPage
      title={t('certificates.templates.title')}
      description={t('certificates.templates.intro')}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('certificates.templates.new')}
        </Button>
      }
    >
      {remove.isError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {getErrorText(t, remove.error)}
        </Alert>
      ) : null}
      {templates.isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void templates.refetch()}>{t('certificates.retry')}</Button>}
        >
          {getErrorText(t, templates.error)}
        </Alert>
      ) : !templates.data ? (
        <PageLoader />
      ) : rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>{t('certificates.templates.empty')}</Typography>
        </Paper>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((template) => (
            <Grid key={template.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
                <Stack spacing={1.5} sx={{ height: '100%' }}>
                  <TemplatePreview settings={template.settings} backgroundUrl={template.background?.url ?? null} />
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }} dir="auto">
                      {template.name}
                    </Typography>
                    {template.isDefault ? (
                      <Chip size="small" color="primary" label={t('certificates.templates.default')} />
                    ) : null}
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {t(`certificates.templates.${template.settings.orientation}`)} ·{' '}
                    {t('certificates.templates.courseCount', { count: template.courseCount })}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ mt: 'auto' }}>
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => setEditing(template)}
                      aria-label={t('certificates.templates.editNamed', { name: template.name })}
                    >
                      {t('certificates.templates.edit')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setDeleting(template)}
                      aria-label={t('certificates.templates.deleteNamed', { name: template.name })}
                    >
                      {t('certificates.templates.delete')}
                    </Button>
                  </Stack>
                </Stack>
              </Paper>
            </Grid>
          ))}
        </Grid>
      )}
      {editing ? (
        <TemplateDialog
          key={editing === 'new' ? 'new' : editing.id}
          template={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('certificates.templates.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('certificates.templates.deleteMessage', { count: deleting?.courseCount ?? 0 })}
        confirm={t('certificates.templates.delete')}
        onConfirm={() => {
          if (!deleting) return;
          const { name } = deleting;
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success(t('certificates.templates.deleted', { name })),
          });
        }}
        onClose={() => setDeleting(null)}
      />
    </PortalPage>
  );
}
