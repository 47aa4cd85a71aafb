import { zodResolver } from '@hookform/resolvers/zod';
import { extraFieldsSchema, type ManagedRegistrationForm } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useLanguage } from '../../../i18n/use-language.ts';
import type { ExtraFieldValues } from '../../auth/components/registration-field-input.tsx';
import { RegistrationFormFields } from '../../auth/components/registration-form-fields.tsx';
import { toLearnerForm } from './registration-preview.ts';

/**
 * The learner's registration questions as the sign-up and profile pages render them (the same
 * component), from the builder's groups and fields as they are now: each change of the builder
 * shows here at once. Answers are checked as on sign-up and sent nowhere.
 */
export function RegistrationPreviewPanel({ form }: { form: ManagedRegistrationForm | undefined }) {
  const { t } = useTranslation('organizations');
  const { language } = useLanguage();
  const headingId = useId();
  const learnerForm = useMemo(() => (form ? toLearnerForm(form, language) : undefined), [form, language]);
  // The resolver reads the newest fields: the form object stays while the builder changes them.
  const schema = useRef<z.ZodType>(z.object({}));
  schema.current = z.object({ extraFields: learnerForm ? extraFieldsSchema(learnerForm) : z.object({}) });
  const resolver: Resolver<ExtraFieldValues> = (values, context, options) =>
    zodResolver(schema.current as z.ZodType<ExtraFieldValues, ExtraFieldValues>)(values, context, options);
  const preview = useForm<ExtraFieldValues>({ resolver, mode: 'onTouched', defaultValues: { extraFields: {} } });
  const [isChecked, setChecked] = useState(false);

  return (
    <Paper
      component="aside"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, position: { lg: 'sticky' }, top: { lg: 88 } }}
    >
      <Typography component="h2" variant="h6" id={headingId}>
        {t('organizations.registration.preview.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('organizations.registration.preview.help')}
      </Typography>
      {learnerForm && learnerForm.groups.length === 0 ? (
        <Typography color="text.secondary">{t('organizations.registration.preview.empty')}</Typography>
      ) : (
        <Stack
          component="form"
          noValidate
          spacing={3}
          onSubmit={preview.handleSubmit(() => setChecked(true))}
          onChange={() => setChecked(false)}
        >
          <RegistrationFormFields form={learnerForm} control={preview.control} errors={preview.formState.errors} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button type="submit" variant="outlined">
              {t('organizations.registration.preview.check')}
            </Button>
            <Button
              onClick={() => {
                preview.reset({ extraFields: {} });
                setChecked(false);
              }}
            >
              {t('organizations.registration.preview.clear')}
            </Button>
          </Stack>
          {isChecked ? (
            <Alert severity="success" role="status">
              {t('organizations.registration.preview.valid')}
            </Alert>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}
