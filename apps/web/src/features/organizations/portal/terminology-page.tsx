import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Language,
  type OrganizationDashboard,
  TEXT_TERMINOLOGY_SLUGS,
  TermText,
  type UpdateTerminologyBody,
} from '@manara/contract';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerErrors, formErrorText } from '../../../ui/form/server-errors.ts';
import { PortalPage } from '../../portal/components/portal-page.tsx';
import { useOrganizationDashboard } from '../organizations.queries.ts';
import { useUpdateTerminology } from './organization-settings.queries.ts';
import { SettingsForm, SettingsSection } from './settings-form.tsx';

type TextSlug = (typeof TEXT_TERMINOLOGY_SLUGS)[number];

/** Words have a singular and a plural; texts (banner lines, notices) are one text per language. */
const WORDS: readonly TextSlug[] = ['course', 'module', 'instructor', 'student', 'dashboard', 'blended'];
const LANGUAGES: readonly Language[] = ['en', 'ar'];
const isWord = (slug: TextSlug) => WORDS.includes(slug);

const Pair = z.object({ singular: TermText, plural: TermText });
const TerminologyForm = z.object({
  terms: z.array(z.object({ slug: z.enum(TEXT_TERMINOLOGY_SLUGS), en: Pair, ar: Pair })),
});
type TerminologyValues = z.input<typeof TerminologyForm>;
type Entry = TerminologyValues['terms'][number];

function valuesOf(organization: OrganizationDashboard): TerminologyValues {
  return {
    terms: TEXT_TERMINOLOGY_SLUGS.map((slug) => {
      const own = (language: Language) =>
        organization.terminology[slug]?.organizationTerms.find((term) => term.language === language)?.value;
      const pair = (language: Language) => ({
        singular: own(language)?.singular ?? '',
        plural: own(language)?.plural ?? '',
      });
      return { slug, en: pair('en'), ar: pair('ar') };
    }),
  };
}

type Dirty = { terms?: ({ en?: unknown; ar?: unknown } | undefined)[] };

/** The (term, language) pairs that changed, as the server takes them: empty means the default. */
function changesOf(values: z.output<typeof TerminologyForm>, dirty: Dirty): z.input<typeof UpdateTerminologyBody> {
  const terms = values.terms.flatMap((entry, index) =>
    LANGUAGES.filter((language) => dirty.terms?.[index]?.[language]).map((language) => ({
      slug: entry.slug,
      language,
      singular: entry[language].singular || null,
      plural: isWord(entry.slug) ? entry[language].plural || null : null,
    })),
  );
  return { terms };
}

/** The field a path of the request's body names (`body.terms.3.plural`). */
function fieldOfPath(body: z.input<typeof UpdateTerminologyBody>) {
  return (path: string): Path<TerminologyValues> | undefined => {
    const match = /^body\.terms\.(\d+)\.(singular|plural)/.exec(path);
    const sent = match ? body.terms[Number(match[1])] : undefined;
    if (!match || !sent) return undefined;
    const index = TEXT_TERMINOLOGY_SLUGS.indexOf(sent.slug);
    return `terms.${index}.${sent.language}.${match[2] as 'singular' | 'plural'}`;
  };
}

/** Terminology (issue 13): the organization's words in both languages, singular and plural. */
export function TerminologyPage() {
  const { t } = useTranslation('organizations');
  const organization = useOrganizationDashboard().data;
  if (!organization) return null;
  return (
    <PortalPage title={t('pages.organizationTerminology.title')} description={t('organizations.terminology.intro')}>
      <TerminologyEditor organization={organization} />
    </PortalPage>
  );
}

function TerminologyEditor({ organization }: { organization: OrganizationDashboard }) {
  const { t } = useTranslation('organizations');
  const update = useUpdateTerminology();
  const form = useForm<TerminologyValues, unknown, z.output<typeof TerminologyForm>>({
    resolver: zodResolver(TerminologyForm),
    defaultValues: valuesOf(organization),
  });
  const submit = form.handleSubmit(async (parsed) => {
    const body = changesOf(parsed, form.formState.dirtyFields as Dirty);
    if (body.terms.length === 0) return;
    try {
      const dashboard = await update.mutateAsync(body);
      form.reset(valuesOf(dashboard));
    } catch (error) {
      if (applyServerErrors(form, error, { fieldOfPath: fieldOfPath(body) })) update.reset();
    }
  });
  const entries = form.getValues('terms');

  return (
    <SettingsForm form={form} mutation={update} onSubmit={submit} label={t('pages.organizationTerminology.title')}>
      {(['words', 'texts'] as const).map((group) => (
        <SettingsSection key={group} title={t(`organizations.terminology.groups.${group}`)}>
          <Stack spacing={2.5}>
            {entries.map((entry, index) =>
              isWord(entry.slug) === (group === 'words') ? (
                <TermFields key={entry.slug} entry={entry} index={index} form={form} organization={organization} />
              ) : null,
            )}
          </Stack>
        </SettingsSection>
      ))}
    </SettingsForm>
  );
}

type TermFieldsProps = {
  entry: Entry;
  index: number;
  form: ReturnType<typeof useForm<TerminologyValues, unknown, z.output<typeof TerminologyForm>>>;
  organization: OrganizationDashboard;
};

/** One term: its English and Arabic words (or texts), the defaults they fall back to, and a way back to them. */
function TermFields({ entry, index, form, organization }: TermFieldsProps) {
  const { t } = useTranslation('organizations');
  const { slug } = entry;
  const title = t(`organizations.terminology.terms.${slug}.title`);
  const defaults = organization.terminology[slug]?.defaultValue;
  const word = isWord(slug);
  const forms = word ? (['singular', 'plural'] as const) : (['singular'] as const);
  const errors = form.formState.errors.terms?.[index];
  const defaultText = (language: Language) =>
    word
      ? `${defaults?.singular[language] ?? ''} / ${defaults?.plural[language] ?? ''}`
      : (defaults?.singular[language] ?? '');

  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 }, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
        {title}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1.5 }}
      >
        <Typography variant="body2" color="text.secondary">
          {t(`organizations.terminology.terms.${slug}.help`)}
        </Typography>
        <Button
          size="small"
          startIcon={<RestartAltIcon />}
          onClick={() => {
            for (const language of LANGUAGES) {
              for (const part of ['singular', 'plural'] as const) {
                form.setValue(`terms.${index}.${language}.${part}`, '', { shouldDirty: true });
              }
            }
          }}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
        >
          {t('organizations.terminology.useDefaults', { term: title })}
        </Button>
      </Stack>
      <Grid container spacing={2}>
        {LANGUAGES.map((language) => {
          const languageName = t(
            language === 'en' ? 'organizations.terminology.english' : 'organizations.terminology.arabic',
          );
          return forms.map((part) => {
            const label = t(word ? `organizations.terminology.${part}` : 'organizations.terminology.text', {
              language: languageName,
            });
            const placeholder = defaults?.[part][language] || defaults?.singular[language] || '';
            const error = errors?.[language]?.[part];
            return (
              <Grid key={`${language}-${part}`} size={{ xs: 12, sm: word ? 6 : 12, md: word ? 3 : 6 }}>
                <TextField
                  {...form.register(`terms.${index}.${language}.${part}`)}
                  label={label}
                  placeholder={placeholder}
                  error={Boolean(error)}
                  helperText={formErrorText(t, error)}
                  multiline={!word}
                  minRows={word ? undefined : 2}
                  slotProps={{
                    htmlInput: { lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' },
                    inputLabel: { shrink: true },
                  }}
                  fullWidth
                />
              </Grid>
            );
          });
        })}
      </Grid>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {t('organizations.terminology.defaults')} <bdi lang="en">{defaultText('en')}</bdi>
        {' · '}
        <bdi lang="ar">{defaultText('ar')}</bdi>
      </Typography>
    </Box>
  );
}
