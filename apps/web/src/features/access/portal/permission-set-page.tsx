import { zodResolver } from '@hookform/resolvers/zod';
import { type PermissionSetDetail, PermissionSetName, type PermissionSummary } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { getErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { applyServerErrors, formErrorText } from '../../../ui/form/server-errors.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { offerUndo } from '../../../ui/undo/undo-store.ts';
import { PortalPage } from '../../portal/components/portal-page.tsx';
import { PERMISSION_SETS_PATH } from '../access-paths.ts';
import { useDeleteSet, usePermissionCatalogue, usePermissionSet, useUpdateSet } from './access.queries.ts';
import { check, dependantsOf, setPrerequisitesOf, uncheck } from './permission-rules.ts';

const NameForm = z.object({ name: PermissionSetName });
type NameValues = z.input<typeof NameForm>;
type Z = z.infer<typeof PermissionSetDetail>;

/** One permission set: its name and permissions by category (editable when the set is custom), and its deletion. */
export function PermissionSetPage() {
  const { t } = useTranslation('access');
  const id = Number(useParams().permissionSetId);
  const set = usePermissionSet(id);
  const [restored, setRestored] = useState(0);
  const catalogue = usePermissionCatalogue();
  const error = set.error ?? catalogue.error;
  return (
    <PortalPage
      title={set.data?.name ?? t('pages.permissionSet.title')}
      description={t('access.editor.intro')}
      actions={
        <Button component={RouterLink} to={PERMISSION_SETS_PATH}>
          {t('access.editor.back')}
        </Button>
      }
    >
      {error ? (
        <Alert severity="error">{getErrorText(t, error)}</Alert>
      ) : set.data && catalogue.data ? (
        <SetEditor
          // A save taken back starts the editor again from the set as it is now.
          key={`${set.data.id}:${restored}`}
          set={set.data}
          onRestored={() => setRestored((count) => count + 1)}
          catalogue={catalogue.data.permissions}
          categories={catalogue.data.categories}
        />
      ) : (
        <CircularProgress aria-label={t('common.loading')} />
      )}
    </PortalPage>
  );
}

/** Names joined the reader's way ("A, B and C" / "أ وب وج"). */
function formatList(names: string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

type Category = { id: number; slug: string; name: string };

function SetEditor({
  set,
  catalogue,
  categories,
  onRestored,
}: {
  set: Z;
  catalogue: readonly PermissionSummary[];
  categories: readonly Category[];
  /** A save was taken back: the editor starts again from the set as it is now. */
  onRestored: () => void;
}) {
  const { t } = useTranslation('access');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const readOnly = set.isPredefined || !set.canBeEdited;
  const canDelete = !set.isPredefined && set.canBeDeleted;
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(set.permissions));
  const [notice, setNotice] = useState('');
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateSet(set.id);
  const remove = useDeleteSet();
  const form = useForm<NameValues, unknown, z.output<typeof NameForm>>({
    resolver: zodResolver(NameForm),
    defaultValues: { name: set.name },
  });
  const nameError = form.formState.errors.name;
  const [updateUnplaced, setUpdateUnplaced] = useState(false);
  const descriptions = t('access.descriptions', { returnObjects: true }) as Record<string, string>;
  const nameOf = useMemo(() => {
    const names = new Map(catalogue.map((p) => [p.slug, p.name]));
    return (slug: string) => names.get(slug) ?? slug;
  }, [catalogue]);
  const contextOf = useMemo(() => new Map(catalogue.map((p) => [p.slug, p.contextId])), [catalogue]);
  const own = catalogue.filter((p) => p.contextId === set.contextId && !p.isHidden);
  const groups = [
    ...categories.map((c) => ({ key: c.slug, name: c.name, items: own.filter((p) => p.category?.id === c.id) })),
    { key: 'other', name: t('access.editor.uncategorized'), items: own.filter((p) => !p.category) },
  ].filter((g) => g.items.length > 0);

  const toggle = (slug: string, on: boolean) => {
    const list = (slugs: string[]) => formatList(slugs.map(nameOf), language);
    if (on) {
      const { next, added } = check(slug, chosen, catalogue, set.contextId);
      setChosen(next);
      setNotice(added.length ? t('access.editor.alsoChecked', { name: nameOf(slug), names: list(added) }) : '');
    } else {
      const { next, removed } = uncheck(slug, chosen, catalogue, set.contextId);
      setChosen(next);
      setNotice(removed.length ? t('access.editor.alsoUnchecked', { name: nameOf(slug), names: list(removed) }) : '');
    }
  };

  return (
    <Stack spacing={3}>
      {readOnly ? <Alert severity="info">{t('access.editor.readOnly')}</Alert> : null}
      <Typography color="text.secondary">{t('access.editor.membersCount', { count: set.memberCount })}</Typography>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ name }) =>
          update.mutate(
            { name, permissions: [...chosen].sort() },
            {
              onSuccess: (saved) => {
                // The set as it was before, put back by the same call (every member holding it follows).
                const before = { name: set.name, permissions: [...set.permissions] };
                offerUndo({
                  message: t('access.editor.saved', { name: saved.name }),
                  undo: async () => {
                    await update.mutateAsync(before);
                    onRestored();
                  },
                  undoneMessage: t('access.editor.restored', { name: before.name }),
                });
              },
              onError: (failure) => setUpdateUnplaced(!applyServerErrors(form, failure, { fieldOfPath: () => 'name' })),
            },
          ),
        )}
      >
        <Stack spacing={3}>
          <TextField
            {...form.register('name')}
            label={t('access.editor.name')}
            required
            disabled={readOnly}
            error={Boolean(nameError)}
            helperText={formErrorText(t, nameError)}
            sx={{ maxWidth: 480 }}
            slotProps={{ htmlInput: { maxLength: 120, dir: 'auto' } }}
          />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
              {t('access.editor.permissions')}
            </Typography>
            <Box role="status" aria-live="polite" sx={{ minHeight: '1.5em', mb: 1 }}>
              {notice ? <Typography variant="body2">{notice}</Typography> : null}
            </Box>
            <Stack spacing={2}>
              {groups.map((group) => (
                <Paper key={group.key} variant="outlined" sx={{ p: 2 }}>
                  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                    <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                      {group.name}
                    </Typography>
                    <Stack spacing={1.5}>
                      {group.items.map((permission) => (
                        <PermissionItem
                          key={permission.slug}
                          permission={permission}
                          checked={chosen.has(permission.slug)}
                          disabled={readOnly}
                          description={descriptions[permission.slug] ?? ''}
                          needs={setPrerequisitesOf(permission.slug, catalogue, set.contextId).map(nameOf)}
                          planNeeds={permission.prerequisites
                            .map((p) => p.slug)
                            .filter((slug) => contextOf.get(slug) !== set.contextId)
                            .map(nameOf)}
                          neededBy={dependantsOf(permission.slug, catalogue, set.contextId).map(nameOf)}
                          onChange={(on) => toggle(permission.slug, on)}
                        />
                      ))}
                    </Stack>
                  </Box>
                </Paper>
              ))}
            </Stack>
          </Box>
          {update.error && updateUnplaced ? (
            <Alert severity="error" role="alert">
              {getErrorText(t, update.error)}
            </Alert>
          ) : null}
          {remove.error ? (
            <Alert severity="error" role="alert">
              {getErrorText(t, remove.error)}
            </Alert>
          ) : null}
          <Stack direction="row" spacing={2}>
            {readOnly ? null : (
              <Button type="submit" variant="contained" loading={update.isPending}>
                {t('access.editor.save')}
              </Button>
            )}
            {canDelete ? (
              <Button color="error" variant="outlined" onClick={() => setConfirming(true)} loading={remove.isPending}>
                {t('access.editor.delete')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </form>
      <ConfirmDelete
        open={confirming}
        name={set.name}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(set.id, {
            onSuccess: () => {
              toast.success(t('access.editor.deleted', { name: set.name }));
              void navigate(PERMISSION_SETS_PATH);
            },
          })
        }
      />
    </Stack>
  );
}

function PermissionItem({
  permission,
  checked,
  disabled,
  description,
  needs,
  planNeeds,
  neededBy,
  onChange,
}: {
  permission: PermissionSummary;
  checked: boolean;
  disabled: boolean;
  description: string;
  needs: string[];
  planNeeds: string[];
  neededBy: string[];
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation('access');
  const { language } = useLanguage();
  const helpId = useId();
  const join = (names: string[]) => formatList(names, language);
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label={permission.name}
      />
      <Box id={helpId} sx={{ paddingInlineStart: '32px', color: 'text.secondary' }}>
        {description ? <Typography variant="body2">{description}</Typography> : null}
        {needs.length ? (
          <Typography variant="body2">{t('access.editor.requires', { names: join(needs) })}</Typography>
        ) : null}
        {planNeeds.length ? (
          <Typography variant="body2">{t('access.editor.requiresOrganization', { names: join(planNeeds) })}</Typography>
        ) : null}
        {neededBy.length ? (
          <Typography variant="body2">{t('access.editor.neededBy', { names: join(neededBy) })}</Typography>
        ) : null}
      </Box>
    </Box>
  );
}

function ConfirmDelete({
  open,
  name,
  onClose,
  onConfirm,
}: {
  open: boolean;
  name: string;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('access');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('access.editor.deleteTitle', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('access.editor.deleteMessage')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose}>
          {t('access.editor.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {t('access.editor.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
