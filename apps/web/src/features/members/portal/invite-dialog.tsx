import { zodResolver } from '@hookform/resolvers/zod';
import { InviteMemberBody, type PermissionSet } from '@manara/contract';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors, formErrorText } from '../../../ui/form/server-errors.ts';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useInviteMember } from './members.queries.ts';

type Values = z.input<typeof InviteMemberBody>;
const textFields = ['email', 'firstName', 'lastName', 'firstNameAr', 'lastNameAr'] as const;

/** Invites one person by e-mail, validated by the contract's schema; the server's refusals show in place. */
export function InviteDialog({ sets, onClose }: { sets: readonly PermissionSet[]; onClose: () => void }) {
  const { t } = useTranslation('members');
  const invite = useInviteMember();
  const form = useForm<Values, unknown, z.output<typeof InviteMemberBody>>({
    resolver: zodResolver(InviteMemberBody),
    defaultValues: { email: '', firstName: '', lastName: '', firstNameAr: '', lastNameAr: '' },
  });
  const errors = form.formState.errors;
  const [unplaced, setUnplaced] = useState(false);
  return (
    <FormDialog
      title={t('members.invite.title')}
      onClose={onClose}
      onSubmit={form.handleSubmit((values) =>
        invite.mutate(values, {
          onSuccess: (member) => {
            toast.success(t('members.invite.sent', { email: member.email }));
            onClose();
          },
          onError: (error) =>
            setUnplaced(
              !applyServerErrors(form, error, {
                fieldsOfCode: (code) => (code === 'members-004' ? ['email'] : []),
              }),
            ),
        }),
      )}
      pending={invite.isPending}
      error={unplaced ? invite.error : null}
      submitLabel={t('members.invite.send')}
    >
      <DialogContentText sx={{ mb: 2 }}>{t('members.invite.help')}</DialogContentText>
      <Stack spacing={2}>
        {textFields.map((name) => (
          <TextField
            key={name}
            {...form.register(name)}
            label={t(`members.invite.${name}`)}
            required={name === 'email' || name === 'firstName' || name === 'lastName'}
            type={name === 'email' ? 'email' : 'text'}
            error={Boolean(errors[name])}
            helperText={formErrorText(t, errors[name])}
            fullWidth
            slotProps={{
              htmlInput: {
                dir: name === 'email' ? 'ltr' : name.endsWith('Ar') ? 'rtl' : 'auto',
                maxLength: name === 'email' ? 320 : 100,
              },
            }}
          />
        ))}
        <Controller
          control={form.control}
          name="permissionSetId"
          render={({ field }) => (
            <TextField
              select
              label={t('members.invite.set')}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value === '' ? undefined : Number(event.target.value))}
              fullWidth
            >
              <MenuItem value="">{t('members.invite.defaultSet')}</MenuItem>
              {sets.map((set) => (
                <MenuItem key={set.id} value={set.id}>
                  {set.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
    </FormDialog>
  );
}
