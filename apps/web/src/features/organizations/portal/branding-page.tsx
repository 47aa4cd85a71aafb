import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ErrorCode,
  HexColor,
  MediaRef,
  type OrganizationDashboard,
  OrganizationName,
  type UpdateBrandingBody,
} from '@manara/contract';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useLanguage } from '../../../i18n/use-language.ts';
import { applyServerErrors, formErrorText } from '../../../ui/form/server-errors.ts';
import { PortalPage } from '../../portal/components/portal-page.tsx';
import { useOrganizationDashboard } from '../organizations.queries.ts';
import { BrandPreview } from './brand-preview.tsx';
import { ColorField } from './color-field.tsx';
import { ImageUploadField } from './image-upload-field.tsx';
import { useFontFamilies, useUpdateBranding } from './organization-settings.queries.ts';
import { SettingsForm, SettingsSection } from './settings-form.tsx';

/** The branding form, field by field from the contract's schemas (the server validates the same). */
const BrandingForm = z.object({
  name: OrganizationName,
  nameArabic: OrganizationName,
  logo: MediaRef.nullable(),
  icon: MediaRef.nullable(),
  certificateIcon: MediaRef.nullable(),
  primary: HexColor,
  secondary: HexColor,
  fontFamilyId: z.number().int().nullable(),
});
type BrandingValues = z.input<typeof BrandingForm>;

const images = [
  { field: 'logo', bodyField: 'logoId' },
  { field: 'icon', bodyField: 'iconId' },
  { field: 'certificateIcon', bodyField: 'certificateIconId' },
] as const;
const colors = ['primary', 'secondary'] as const;

function valuesOf(organization: OrganizationDashboard): BrandingValues {
  const color = (slug: string, fallback: string) =>
    organization.colors.find((entry) => entry.slug === slug)?.value ?? fallback;
  return {
    name: organization.name,
    nameArabic: organization.nameArabic,
    logo: organization.logo,
    icon: organization.icon,
    certificateIcon: organization.certificateIcon,
    primary: color('primary', '#00416b'),
    secondary: color('secondary', '#00c08b'),
    fontFamilyId: organization.fontFamilies[0]?.id ?? null,
  };
}

/** Only what changed: the server keeps the rest (and does not ask again about images it already shows). */
function changesOf(values: z.output<typeof BrandingForm>, dirty: Partial<Record<keyof BrandingValues, unknown>>) {
  const body: z.input<typeof UpdateBrandingBody> = {};
  if (dirty.name) body.name = values.name;
  if (dirty.nameArabic) body.nameArabic = values.nameArabic;
  for (const { field, bodyField } of images) if (dirty[field]) body[bodyField] = values[field]?.id ?? null;
  const changedColors = colors.filter((slug) => dirty[slug]).map((slug) => ({ slug, value: values[slug] }));
  if (changedColors.length > 0) body.colors = changedColors;
  if (dirty.fontFamilyId) body.fontFamilyId = values.fontFamilyId;
  return body;
}

/** Where the server's answer about a request belongs on the form. */
function placementFor(body: z.input<typeof UpdateBrandingBody>) {
  const sentImages = images.filter(({ bodyField }) => body[bodyField] !== undefined).map(({ field }) => field);
  const fileCodes: readonly ErrorCode[] = ['courses-084', 'media-009', 'common-002'];
  return {
    fieldOfPath: (path: string): Path<BrandingValues> | undefined => {
      const color = /^body\.colors\.(\d+)/.exec(path);
      if (color) return colors.find((slug) => slug === body.colors?.[Number(color[1])]?.slug);
      return images.find(({ bodyField }) => path === `body.${bodyField}`)?.field;
    },
    fieldsOfCode: (code: ErrorCode): readonly Path<BrandingValues>[] => {
      if (code === 'organizations-004') return ['fontFamilyId'];
      return fileCodes.includes(code) ? sentImages : [];
    },
  };
}

/** Branding (issue 13): the organization's names, images, colours and font, with a live preview. */
export function BrandingPage() {
  const { t } = useTranslation('organizations');
  const organization = useOrganizationDashboard().data;
  // The portal renders inside the app, which waits for the organization: it is here.
  if (!organization) return null;
  return (
    <PortalPage title={t('pages.organizationBranding.title')} description={t('organizations.branding.intro')}>
      <BrandingEditor organization={organization} />
    </PortalPage>
  );
}

function BrandingEditor({ organization }: { organization: OrganizationDashboard }) {
  const { t } = useTranslation('organizations');
  const { language } = useLanguage();
  const fonts = useFontFamilies();
  const update = useUpdateBranding();
  const form = useForm<BrandingValues, unknown, z.output<typeof BrandingForm>>({
    resolver: zodResolver(BrandingForm),
    defaultValues: valuesOf(organization),
  });
  const { errors } = form.formState;
  const values = form.watch();
  const text = (name: keyof BrandingValues) => formErrorText(t, errors[name] as never);

  const submit = form.handleSubmit(async (parsed) => {
    const body = changesOf(parsed, form.formState.dirtyFields);
    try {
      const dashboard = await update.mutateAsync(body);
      form.reset(valuesOf(dashboard));
    } catch (error) {
      if (applyServerErrors(form, error, placementFor(body))) update.reset();
    }
  });

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <SettingsForm form={form} mutation={update} onSubmit={submit} label={t('pages.organizationBranding.title')}>
          <SettingsSection title={t('organizations.branding.identity')}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  {...form.register('name')}
                  label={t('organizations.branding.name')}
                  error={Boolean(errors.name)}
                  helperText={text('name')}
                  slotProps={{ htmlInput: { lang: 'en', dir: 'ltr' } }}
                  required
                  fullWidth
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  {...form.register('nameArabic')}
                  label={t('organizations.branding.nameArabic')}
                  error={Boolean(errors.nameArabic)}
                  helperText={text('nameArabic')}
                  slotProps={{ htmlInput: { lang: 'ar', dir: 'rtl' } }}
                  required
                  fullWidth
                />
              </Grid>
            </Grid>
          </SettingsSection>

          <SettingsSection title={t('organizations.branding.images')}>
            <Stack spacing={3}>
              {images.map(({ field }) => (
                <Controller
                  key={field}
                  control={form.control}
                  name={field}
                  render={({ field: { value, onChange } }) => (
                    <ImageUploadField
                      label={t(`organizations.branding.${field}`)}
                      help={t(`organizations.branding.${field}Help`)}
                      value={value ?? null}
                      onChange={(next) => {
                        form.clearErrors(field);
                        onChange(next);
                      }}
                      error={text(field)}
                    />
                  )}
                />
              ))}
            </Stack>
          </SettingsSection>

          <SettingsSection title={t('organizations.branding.colors')}>
            <Stack spacing={3}>
              {colors.map((slug) => (
                <ColorField
                  key={slug}
                  label={t(`organizations.branding.${slug}`)}
                  help={t(`organizations.branding.${slug}Help`)}
                  registration={form.register(slug)}
                  value={values[slug]}
                  onPick={(color) => form.setValue(slug, color, { shouldDirty: true, shouldValidate: true })}
                  error={text(slug)}
                />
              ))}
            </Stack>
          </SettingsSection>

          <SettingsSection title={t('organizations.branding.font')}>
            <Controller
              control={form.control}
              name="fontFamilyId"
              render={({ field }) => (
                <TextField
                  select
                  label={t('organizations.branding.fontFamily')}
                  value={field.value === null ? '' : String(field.value)}
                  onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
                  onBlur={field.onBlur}
                  error={Boolean(errors.fontFamilyId)}
                  helperText={text('fontFamilyId')}
                  sx={{ minWidth: { sm: 320 } }}
                  fullWidth
                >
                  <MenuItem value="">{t('organizations.branding.fontDefault')}</MenuItem>
                  {(fonts.data?.data ?? organization.fontFamilies).map((font) => (
                    <MenuItem key={font.id} value={String(font.id)}>
                      {font.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </SettingsSection>
        </SettingsForm>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <BrandPreview
          name={language === 'ar' ? values.nameArabic : values.name}
          logoUrl={values.logo?.url ?? null}
          primary={values.primary}
          secondary={values.secondary}
          fontName={
            (fonts.data?.data ?? organization.fontFamilies).find((font) => font.id === values.fontFamilyId)?.name ??
            null
          }
        />
      </Grid>
    </Grid>
  );
}
