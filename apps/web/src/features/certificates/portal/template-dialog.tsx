import { zodResolver } from '@hookform/resolvers/zod';
import { type CertificateTemplate, type ErrorCode, MediaRef } from '@manara/contract';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerErrors, formErrorText } from '../../../ui/form/server-errors.ts';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { useOrganizationDashboard } from '../../organizations/organizations.queries.ts';
import { ColorField } from '../../organizations/portal/color-field.tsx';
import { ImageUploadField } from '../../organizations/portal/image-upload-field.tsx';
import { useSaveCertificateTemplate } from './certificate-templates.queries.ts';
import { DEFAULT_ACCENT, TemplatePreview } from './template-preview.tsx';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The dialog's form: the contract's fields as its inputs hold them (an empty colour is the organization's). */
const TemplateForm = z.object({
  name: z.string().trim().min(1, 'form.required').max(100, 'form.maxLength'),
  orientation: z.enum(['landscape', 'portrait']),
  accentColor: z
    .string()
    .trim()
    .refine((value) => value === '' || HEX.test(value), 'form.pattern'),
  showLogo: z.boolean(),
  background: MediaRef.nullable(),
  isDefault: z.boolean(),
});
type TemplateValues = z.input<typeof TemplateForm>;

function valuesOf(template: CertificateTemplate | null): TemplateValues {
  return {
    name: template?.name ?? '',
    orientation: template?.settings.orientation ?? 'landscape',
    accentColor: template?.settings.accentColor ?? '',
    showLogo: template?.settings.showLogo ?? true,
    background: template?.background ?? null,
    isDefault: template?.isDefault ?? false,
  };
}

/** Where the server's answers belong: the background's codes on the background field. */
const placement = {
  fieldOfPath: (path: string): Path<TemplateValues> | undefined => {
    if (path === 'body.backgroundId') return 'background';
    if (path.startsWith('body.settings.')) return path.replace('body.settings.', '') as Path<TemplateValues>;
    return path.replace(/^body\./, '') as Path<TemplateValues>;
  },
  fieldsOfCode: (code: ErrorCode): readonly Path<TemplateValues>[] =>
    ['certificates-005', 'courses-084', 'media-009', 'common-002'].includes(code) ? ['background'] : [],
};

/**
 * Creates or changes a certificate template: its name, orientation, accent colour, the logo,
 * a background image (uploaded with a progress bar), whether it is the organization's default,
 * beside a preview of the certificates it draws.
 */
export function TemplateDialog({ template, onClose }: { template: CertificateTemplate | null; onClose: () => void }) {
  const { t } = useTranslation('certificates');
  const save = useSaveCertificateTemplate();
  const form = useForm<TemplateValues, unknown, TemplateValues>({
    resolver: zodResolver(TemplateForm),
    defaultValues: valuesOf(template),
  });
  const { errors } = form.formState;
  const orientationId = useId();
  const values = form.watch();
  const primaryColor =
    useOrganizationDashboard().data?.colors.find((color) => color.slug === 'primary')?.value ?? DEFAULT_ACCENT;

  const submit = form.handleSubmit(async (parsed) => {
    const body = {
      name: parsed.name,
      settings: {
        orientation: parsed.orientation,
        accentColor: parsed.accentColor === '' ? null : parsed.accentColor,
        showLogo: parsed.showLogo,
      },
      backgroundId: parsed.background?.id ?? null,
      isDefault: parsed.isDefault,
    };
    try {
      await save.mutateAsync({ templateId: template?.id ?? null, body });
      onClose();
    } catch (error) {
      if (applyServerErrors(form, error, placement)) save.reset();
    }
  });

  return (
    <FormDialog
      title={
        template ? t('certificates.templates.editTitle', { name: template.name }) : t('certificates.templates.newTitle')
      }
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      error={save.error}
      maxWidth="md"
    >
      <Grid container spacing={3} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2.5}>
            <TextField
              {...form.register('name')}
              label={t('certificates.templates.name')}
              error={Boolean(errors.name)}
              helperText={formErrorText(t, errors.name)}
              required
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { dir: 'auto' } }}
            />
            <Controller
              control={form.control}
              name="orientation"
              render={({ field }) => (
                <FormControl>
                  <FormLabel id={orientationId}>{t('certificates.templates.orientation')}</FormLabel>
                  <RadioGroup {...field} row aria-labelledby={orientationId}>
                    <FormControlLabel
                      value="landscape"
                      control={<Radio />}
                      label={t('certificates.templates.landscape')}
                    />
                    <FormControlLabel
                      value="portrait"
                      control={<Radio />}
                      label={t('certificates.templates.portrait')}
                    />
                  </RadioGroup>
                </FormControl>
              )}
            />
            <ColorField
              label={t('certificates.templates.accentColor')}
              help={t('certificates.templates.accentColorHelp')}
              registration={form.register('accentColor')}
              // Empty is the organization's primary colour: the picker and the contrast show that one.
              value={values.accentColor || primaryColor}
              onPick={(color) => form.setValue('accentColor', color, { shouldDirty: true, shouldValidate: true })}
              error={formErrorText(t, errors.accentColor)}
            />
            <Controller
              control={form.control}
              name="showLogo"
              render={({ field: { value, onChange, ...field } }) => (
                <FormControlLabel
                  control={<Switch {...field} checked={value} onChange={(event) => onChange(event.target.checked)} />}
                  label={t('certificates.templates.showLogo')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="background"
              render={({ field: { value, onChange } }) => (
                <ImageUploadField
                  label={t('certificates.templates.background')}
                  help={t('certificates.templates.backgroundHelp')}
                  types={{ accept: 'image/png,image/jpeg', text: t('certificates.templates.backgroundTypes') }}
                  value={value ?? null}
                  onChange={(next) => {
                    form.clearErrors('background');
                    onChange(next);
                  }}
                  error={formErrorText(t, errors.background as never)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="isDefault"
              render={({ field: { value, onChange, ...field } }) => (
                <FormControl>
                  <FormControlLabel
                    control={<Switch {...field} checked={value} onChange={(event) => onChange(event.target.checked)} />}
                    label={t('certificates.templates.isDefault')}
                  />
                  <FormHelperText sx={{ mx: 0 }}>{t('certificates.templates.isDefaultHelp')}</FormHelperText>
                </FormControl>
              )}
            />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <FormLabel component="p" sx={{ mb: 1 }}>
            {t('certificates.templates.preview')}
          </FormLabel>
          <TemplatePreview
            settings={{
              orientation: values.orientation,
              accentColor: HEX.test(values.accentColor) ? values.accentColor : null,
              showLogo: values.showLogo,
            }}
            backgroundUrl={values.background?.url ?? null}
            width={320}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
