import { CheckboxTranslation, type ConfirmationCheckboxDetail } from '@manara/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { fieldErrorText } from '../../../ui/form/field-error-text.ts';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { SettingsSection } from '../../organizations/portal/settings-form.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import {
  nextPosition,
  type StatementTexts,
  useAddStatement,
  useCourseStatements,
  useDeleteStatement,
} from './course-statements.queries.ts';

const languages = ['en', 'ar'] as const;

/** A statement's text in the reader's language, else in the other one: how it is named in buttons and dialogs. */
function nameOf(statement: ConfirmationCheckboxDetail, language: string): string {
  const own = statement.translations.find((entry) => entry.language === language);
  return (own ?? statement.translations[0])?.text ?? '';
}

/**
 * The statements a learner confirms before enrolling (spec 2 Course confirmation checkbox): each
 * in English and Arabic, added in a dialog and deleted after a confirmation (with its answers: the
 * server keeps nothing to undo).
 */
export function CourseStatementsPanel({ courseId }: { courseId: number }) {
  const { t, i18n } = useTranslation('authoring');
  const statements = useCourseStatements(courseId);
  const remove = useDeleteStatement(courseId);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ConfirmationCheckboxDetail | null>(null);
  const list = statements.data ?? [];

  return (
    <SettingsSection title={t('authoring.statements.title')} description={t('authoring.statements.help')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {statements.isPending ? <Skeleton variant="rounded" width="100%" height={64} /> : null}
        {statements.isError ? (
          <Alert severity="error" sx={{ width: '100%' }}>
            {getErrorText(t, statements.error)}
          </Alert>
        ) : null}
        {remove.isError ? (
          <Alert severity="error" sx={{ width: '100%' }} onClose={() => remove.reset()}>
            {getErrorText(t, remove.error)}
          </Alert>
        ) : null}
        {statements.isSuccess && list.length === 0 ? (
          <Typography color="text.secondary">{t('authoring.statements.empty')}</Typography>
        ) : null}
        {list.length > 0 ? (
          <Stack
            component="ol"
            aria-label={t('authoring.statements.list')}
            spacing={1.5}
            sx={{ listStyle: 'none', p: 0, m: 0, width: '100%' }}
          >
            {list.map((statement) => (
              <Stack
                key={statement.id}
                component="li"
                direction="row"
                spacing={1}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, alignItems: 'flex-start' }}
              >
                <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0 }}>
                  {languages.map((language) => {
                    const text = statement.translations.find((entry) => entry.language === language)?.text;
                    const languageName = t(`authoring.translationLanguages.${language}`);
                    return (
                      <div key={language}>
                        <Typography variant="caption" color="text.secondary" component="p">
                          {languageName}
                        </Typography>
                        {text ? (
                          <Typography
                            lang={language}
                            dir={language === 'ar' ? 'rtl' : 'ltr'}
                            sx={{ overflowWrap: 'anywhere', textAlign: 'start' }}
                          >
                            {text}
                          </Typography>
                        ) : (
                          <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
                            {t('authoring.statements.missing', { language: languageName })}
                          </Typography>
                        )}
                      </div>
                    );
                  })}
                </Stack>
                <IconButton
                  onClick={() => setDeleting(statement)}
                  disabled={remove.isPending}
                  aria-label={t('authoring.statements.delete', { text: nameOf(statement, i18n.language) })}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            ))}
          </Stack>
        ) : null}
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => setAdding(true)}
          disabled={!statements.isSuccess}
        >
          {t('authoring.statements.add')}
        </Button>
      </Stack>
      {adding ? (
        <StatementDialog courseId={courseId} position={nextPosition(list)} onClose={() => setAdding(false)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('authoring.statements.deleteTitle')}
        message={t('authoring.statements.deleteMessage', { text: deleting ? nameOf(deleting, i18n.language) : '' })}
        confirm={t('authoring.statements.deleteConfirm')}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
        }}
        onClose={() => setDeleting(null)}
      />
    </SettingsSection>
  );
}

/** A new statement in English and Arabic (at least one; each checked as the contract checks it). */
function StatementDialog({ courseId, position, onClose }: { courseId: number; position: number; onClose: () => void }) {
  const { t } = useTranslation('authoring');
  const add = useAddStatement(courseId);
  const [texts, setTexts] = useState<Record<(typeof languages)[number], string>>({ en: '', ar: '' });
  const [submitted, setSubmitted] = useState(false);
  const checks = Object.fromEntries(
    languages.map((language) => {
      const text = texts[language].trim();
      const parsed = text ? CheckboxTranslation.shape.text.safeParse(text) : null;
      return [language, parsed && !parsed.success ? (parsed.error.issues[0]?.message ?? null) : null];
    }),
  ) as Record<(typeof languages)[number], string | null>;
  const translations: StatementTexts = languages
    .filter((language) => texts[language].trim())
    .map((language) => ({ language, text: texts[language].trim() }));
  const formError = submitted && translations.length === 0 ? t('authoring.statements.oneRequired') : null;

  return (
    <FormDialog
      title={t('authoring.statements.newTitle')}
      onClose={onClose}
      onSubmit={async () => {
        setSubmitted(true);
        if (translations.length === 0 || languages.some((language) => checks[language])) return;
        try {
          await add.mutateAsync({ translations, position });
          onClose();
        } catch {
          // Shown in the dialog from the mutation's error.
        }
      }}
      pending={add.isPending}
      error={formError ?? (add.isError ? add.error : null)}
      submitLabel={t('authoring.statements.add')}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        {languages.map((language, index) => {
          const check = checks[language];
          return (
            <TextField
              key={language}
              autoFocus={index === 0}
              label={t('authoring.statements.textIn', {
                language: t(`authoring.translationLanguages.${language}`),
              })}
              value={texts[language]}
              onChange={(event) => setTexts((current) => ({ ...current, [language]: event.target.value }))}
              error={Boolean(check)}
              helperText={fieldErrorText(t, check ? { type: 'custom', message: check } : undefined)}
              multiline
              minRows={2}
              fullWidth
              slotProps={{ htmlInput: { lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' } }}
            />
          );
        })}
      </Stack>
    </FormDialog>
  );
}
