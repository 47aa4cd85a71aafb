import { zodResolver } from '@hookform/resolvers/zod';
import { type ManagedRegistrationField, type ManagedRegistrationGroup, RegistrationGroupBody } from '@manara/contract';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { getErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { applyServerErrors, formErrorText } from '../../../ui/form/server-errors.ts';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { LtrText } from '../../../ui/ltr-text.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { ConfirmDialog } from '../../course-authoring/portal/confirm-dialog.tsx';
import { PortalPage } from '../../portal/components/portal-page.tsx';
import { RegistrationFieldDialog } from './registration-field-dialog.tsx';
import { useManagedRegistrationForm, useRegistrationFormMutations } from './registration-form.queries.ts';
import { RegistrationPreviewPanel } from './registration-preview-panel.tsx';

type GroupValues = z.input<typeof RegistrationGroupBody>;

type Open =
  | { kind: 'newGroup' }
  | { kind: 'renameGroup' | 'deleteGroup'; group: ManagedRegistrationGroup }
  | { kind: 'newField'; group: ManagedRegistrationGroup }
  | { kind: 'editField' | 'deleteField'; group: ManagedRegistrationGroup; field: ManagedRegistrationField }
  | null;

function GroupDialog({ group, onClose }: { group: ManagedRegistrationGroup | null; onClose: () => void }) {
  const { t } = useTranslation('organizations');
  const mutations = useRegistrationFormMutations();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<GroupValues>({
    resolver: zodResolver(RegistrationGroupBody),
    defaultValues: { name: group?.name ?? '', nameAr: group?.nameAr ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const body = { name: values.name, nameAr: values.nameAr || null };
    try {
      if (group) await mutations.updateGroup.mutateAsync({ groupId: group.id, body });
      else await mutations.createGroup.mutateAsync(body);
      toast.success(t('organizations.admin.saved'));
      onClose();
    } catch (failure) {
      if (!applyServerErrors(form, failure)) setError(getErrorText(t, failure));
    }
  });
  return (
    <FormDialog
      title={group ? t('organizations.registration.renameGroup') : t('organizations.registration.newGroup')}
      onClose={onClose}
      onSubmit={submit}
      pending={isSubmitting}
      error={error}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <TextField
          {...form.register('name')}
          label={t('organizations.registration.groupName')}
          error={Boolean(errors.name)}
          helperText={formErrorText(t, errors.name)}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 100, dir: 'ltr', lang: 'en' } }}
        />
        <TextField
          {...form.register('nameAr')}
          label={t('organizations.registration.groupNameAr')}
          error={Boolean(errors.nameAr)}
          helperText={formErrorText(t, errors.nameAr) ?? t('organizations.registration.arabicHelp')}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 100, dir: 'rtl', lang: 'ar' } }}
        />
      </Stack>
    </FormDialog>
  );
}

function Action({
  label,
  icon,
  onClick,
  disabled,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled} size="small">
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The registration form builder (issue 13): groups and their fields, in the order learners see them. */
export function RegistrationFormPage() {
  const { t } = useTranslation('organizations');
  const { language } = useLanguage();
  const form = useManagedRegistrationForm();
  const mutations = useRegistrationFormMutations();
  const [open, setOpen] = useState<Open>(null);
  const groups = form.data?.groups ?? [];
  const nameOf = (group: ManagedRegistrationGroup) => (language === 'ar' && group.nameAr) || group.name;
  const labelOf = (field: ManagedRegistrationField) => (language === 'ar' && field.labelAr) || field.label;
  const failure = [mutations.deleteGroup, mutations.deleteField, mutations.moveGroup, mutations.moveField].find(
    (mutation) => mutation.isError,
  )?.error;

  return (
    <PortalPage
      title={t('pages.organizationRegistrationForm.title')}
      description={t('organizations.registration.intro')}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'newGroup' })}>
          {t('organizations.registration.newGroup')}
        </Button>
      }
    >
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Stack spacing={2} component="section" aria-label={t('organizations.registration.builderLabel')}>
            {failure ? (
              <Alert severity="error" role="alert">
                {getErrorText(t, failure)}
              </Alert>
            ) : null}
            {form.isPending ? <LinearProgress aria-label={t('organizations.admin.loading')} /> : null}
            {form.isError ? <Alert severity="error">{getErrorText(t, form.error)}</Alert> : null}
            {form.isSuccess && groups.length === 0 ? (
              <Typography color="text.secondary">{t('organizations.registration.empty')}</Typography>
            ) : null}
            {groups.map((group, groupIndex) => {
              const groupName = nameOf(group);
              return (
                <Paper key={group.id} variant="outlined" component="section" aria-label={groupName} sx={{ p: 2 }}>
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1}
                    sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
                  >
                    <Typography component="h2" variant="h6" dir="auto">
                      {groupName}
                    </Typography>
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Action
                        label={t('organizations.registration.moveGroupUp', { name: groupName })}
                        icon={<ArrowUpwardIcon />}
                        disabled={groupIndex === 0}
                        onClick={() => mutations.moveGroup.mutate({ groupId: group.id, direction: 'up' })}
                      />
                      <Action
                        label={t('organizations.registration.moveGroupDown', { name: groupName })}
                        icon={<ArrowDownwardIcon />}
                        disabled={groupIndex === groups.length - 1}
                        onClick={() => mutations.moveGroup.mutate({ groupId: group.id, direction: 'down' })}
                      />
                      <Action
                        label={t('organizations.registration.renameGroupNamed', { name: groupName })}
                        icon={<EditOutlinedIcon />}
                        onClick={() => setOpen({ kind: 'renameGroup', group })}
                      />
                      <Action
                        label={t('organizations.registration.deleteGroupNamed', { name: groupName })}
                        icon={<DeleteOutlineIcon />}
                        onClick={() => setOpen({ kind: 'deleteGroup', group })}
                      />
                      <Button
                        size="small"
                        startIcon={<AddIcon />}
                        onClick={() => setOpen({ kind: 'newField', group })}
                        aria-label={t('organizations.registration.newFieldIn', { name: groupName })}
                      >
                        {t('organizations.registration.newField')}
                      </Button>
                    </Stack>
                  </Stack>
                  {group.fields.length === 0 ? (
                    <Typography color="text.secondary">{t('organizations.registration.noFields')}</Typography>
                  ) : (
                    <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
                      {group.fields.map((field, fieldIndex) => {
                        const label = labelOf(field);
                        return (
                          <Stack
                            component="li"
                            key={field.id}
                            direction={{ xs: 'column', md: 'row' }}
                            spacing={1}
                            sx={{
                              justifyContent: 'space-between',
                              alignItems: { md: 'center' },
                              borderTop: 1,
                              borderColor: 'divider',
                              pt: 1,
                            }}
                          >
                            <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                              <Typography sx={{ fontWeight: 600 }} dir="auto">
                                {label}
                              </Typography>
                              <Stack
                                direction="row"
                                spacing={1}
                                useFlexGap
                                sx={{ flexWrap: 'wrap', alignItems: 'center' }}
                              >
                                <Typography variant="body2" color="text.secondary">
                                  <LtrText>{field.fieldKey}</LtrText>
                                </Typography>
                                <Chip size="small" label={t(`organizations.registration.types.${field.type}`)} />
                                {field.modifiers.map((modifier) => (
                                  <Chip
                                    key={modifier.slug}
                                    size="small"
                                    variant="outlined"
                                    label={
                                      modifier.value === null
                                        ? t(`organizations.registration.modifier.${modifier.slug}`)
                                        : `${t(`organizations.registration.modifier.${modifier.slug}`)}: ${modifier.value}`
                                    }
                                  />
                                ))}
                                {field.type === 'select' ? (
                                  <Typography variant="body2" color="text.secondary">
                                    {t('organizations.registration.optionCount', { count: field.options.length })}
                                  </Typography>
                                ) : null}
                              </Stack>
                            </Stack>
                            <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
                              <Action
                                label={t('organizations.registration.moveFieldUp', { name: label })}
                                icon={<ArrowUpwardIcon />}
                                disabled={fieldIndex === 0}
                                onClick={() => mutations.moveField.mutate({ fieldId: field.id, direction: 'up' })}
                              />
                              <Action
                                label={t('organizations.registration.moveFieldDown', { name: label })}
                                icon={<ArrowDownwardIcon />}
                                disabled={fieldIndex === group.fields.length - 1}
                                onClick={() => mutations.moveField.mutate({ fieldId: field.id, direction: 'down' })}
                              />
                              <Action
                                label={t('organizations.admin.editNamed', { name: label })}
                                icon={<EditOutlinedIcon />}
                                onClick={() => setOpen({ kind: 'editField', group, field })}
                              />
                              <Action
                                label={t('organizations.admin.deleteNamed', { name: label })}
                                icon={<DeleteOutlineIcon />}
                                onClick={() => setOpen({ kind: 'deleteField', group, field })}
                              />
                            </Stack>
                          </Stack>
                        );
                      })}
                    </Stack>
                  )}
                </Paper>
              );
            })}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <RegistrationPreviewPanel form={form.data} />
        </Grid>
      </Grid>
      {open?.kind === 'newGroup' || open?.kind === 'renameGroup' ? (
        <GroupDialog group={open.kind === 'renameGroup' ? open.group : null} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'newField' || open?.kind === 'editField' ? (
        <RegistrationFieldDialog
          groupId={open.group.id}
          groups={groups.map((group) => ({ id: group.id, name: nameOf(group) }))}
          field={open.kind === 'editField' ? open.field : null}
          onClose={() => setOpen(null)}
        />
      ) : null}
      <ConfirmDialog
        open={open?.kind === 'deleteGroup'}
        title={t('organizations.registration.deleteGroupTitle')}
        message={
          open?.kind === 'deleteGroup'
            ? t('organizations.registration.deleteGroupMessage', { name: nameOf(open.group) })
            : ''
        }
        confirm={t('organizations.admin.delete')}
        onClose={() => setOpen(null)}
        onConfirm={() => {
          if (open?.kind !== 'deleteGroup') return;
          mutations.deleteGroup.mutate(open.group.id, {
            onSuccess: () => toast.success(t('organizations.registration.groupDeleted')),
          });
        }}
      />
      <ConfirmDialog
        open={open?.kind === 'deleteField'}
        title={t('organizations.registration.deleteFieldTitle')}
        message={
          open?.kind === 'deleteField'
            ? t('organizations.registration.deleteFieldMessage', { name: labelOf(open.field) })
            : ''
        }
        confirm={t('organizations.admin.delete')}
        onClose={() => setOpen(null)}
        onConfirm={() => {
          if (open?.kind !== 'deleteField') return;
          mutations.deleteField.mutate(open.field.id, {
            onSuccess: () => toast.success(t('organizations.registration.fieldDeleted')),
          });
        }}
      />
    </PortalPage>
  );
}
