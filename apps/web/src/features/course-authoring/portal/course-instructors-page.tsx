import type { AuthoringInstructor, InstructorCandidate } from '@manara/contract';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { searchedOptions } from '../../../lib/searched-options.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { offerUndo } from '../../../ui/undo/undo-store.ts';
import { useSession } from '../../auth/session.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { CourseEditorFrame } from './course-editor-frame.tsx';
import { useCourseInstructors, useInstructorCandidates, useInstructorMutations } from './course-instructors.queries.ts';

const SEARCH_DELAY_MS = 350;

type Person = { firstName: string; lastName: string };

function nameOf(person: Person): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

function PersonLabel({ person, email }: { person: Person & { profileImage: { url: string } | null }; email: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0, flex: '1 1 14rem' }}>
      <Avatar src={person.profileImage?.url} alt="" aria-hidden sx={{ width: 36, height: 36 }}>
        {person.firstName.slice(0, 1)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} dir="auto">
          {nameOf(person)}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          dir="ltr"
          sx={{ textAlign: 'start', overflowWrap: 'anywhere' }}
        >
          {email}
        </Typography>
      </Box>
    </Stack>
  );
}

function InstructorRow({
  instructor,
  onHiddenChange,
  onRemove,
}: {
  instructor: AuthoringInstructor;
  onHiddenChange: (isHidden: boolean) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('authoring');
  const name = nameOf(instructor);
  // The switch moves with the press itself (the list's optimistic change lands a moment later),
  // then follows the list: back again if the server refused.
  const [isHidden, setIsHidden] = useState(instructor.isHidden);
  useEffect(() => setIsHidden(instructor.isHidden), [instructor.isHidden]);
  return (
    <Stack
      component="li"
      direction="row"
      sx={{
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: 2,
        py: 1.5,
        '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <PersonLabel person={instructor} email={instructor.email} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto' }}>
        <FormControlLabel
          control={
            <Switch
              checked={isHidden}
              onChange={(event) => {
                setIsHidden(event.target.checked);
                onHiddenChange(event.target.checked);
              }}
              slotProps={{ input: { 'aria-label': t('authoring.instructors.hiddenNamed', { name }) } }}
            />
          }
          label={t('authoring.instructors.hidden')}
        />
        <Button
          color="error"
          startIcon={<PersonRemoveOutlinedIcon />}
          onClick={onRemove}
          aria-label={t('authoring.instructors.removeNamed', { name })}
        >
          {t('authoring.instructors.remove')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The "add instructor" field: members who may teach, searched on the server as typing pauses. */
function AddInstructor({ courseId }: { courseId: number }) {
  const { t } = useTranslation('authoring');
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<InstructorCandidate | null>(null);
  const [isHidden, setIsHidden] = useState(false);
  const askedSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const candidates = useInstructorCandidates(courseId, askedSearch);
  const picker = searchedOptions(search, askedSearch, {
    data: candidates.data?.data,
    isPlaceholderData: candidates.isPlaceholderData,
    isFetching: candidates.isFetching,
  });
  const { add } = useInstructorMutations(courseId);
  const submit = () => {
    if (!chosen) return;
    add.mutate(
      { userId: chosen.id, isHidden },
      {
        onSuccess: () => {
          toast.success(t('authoring.instructors.added', { name: nameOf(chosen) }));
          setChosen(null);
          setSearch('');
          setIsHidden(false);
        },
      },
    );
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t('authoring.instructors.addTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('authoring.instructors.addHelp')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Autocomplete<InstructorCandidate>
          sx={{ flex: 1, minWidth: 0 }}
          options={picker.options}
          value={chosen}
          onChange={(_, value) => {
            setChosen(value);
            add.reset();
          }}
          inputValue={search}
          onInputChange={(_, value) => setSearch(value)}
          getOptionLabel={nameOf}
          getOptionDisabled={(option) => option.isInstructor}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          // The server searched already.
          filterOptions={(options) => options}
          loading={picker.loading}
          noOptionsText={t('authoring.instructors.noCandidates')}
          loadingText={t('authoring.instructors.loadingCandidates')}
          renderOption={({ key, ...props }, option) => (
            <Box component="li" key={key} {...props}>
              <PersonLabel person={option} email={option.email} />
              {option.isInstructor ? (
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ ml: 1, flexShrink: 0, whiteSpace: 'nowrap' }}
                >
                  {t('authoring.instructors.already')}
                </Typography>
              ) : null}
            </Box>
          )}
          renderInput={(params) => <TextField {...params} label={t('authoring.instructors.member')} />}
        />
        <FormControlLabel
          control={<Checkbox checked={isHidden} onChange={(event) => setIsHidden(event.target.checked)} />}
          label={t('authoring.instructors.hidden')}
        />
        <Button
          variant="contained"
          startIcon={<PersonAddAlt1Icon />}
          disabled={!chosen}
          loading={add.isPending}
          onClick={submit}
        >
          {t('authoring.instructors.add')}
        </Button>
      </Stack>
      {candidates.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {getErrorText(t, candidates.error)}
        </Alert>
      ) : null}
      {add.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {getErrorText(t, add.error)}
        </Alert>
      ) : null}
    </Paper>
  );
}

function Instructors({ courseId }: { courseId: number }) {
  const { t } = useTranslation('authoring');
  const headingId = useId();
  const list = useCourseInstructors(courseId);
  const { add, setHidden, remove } = useInstructorMutations(courseId);
  // The instructor asked about stays named while the dialog closes.
  const [removing, setRemoving] = useState<AuthoringInstructor | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const selfId = useSession()?.user.id;
  const rows = list.data?.data ?? [];

  const confirmRemove = (instructor: AuthoringInstructor) =>
    remove.mutate(instructor, {
      onSuccess: () => {
        const name = nameOf(instructor);
        // Undone by adding them again as they were (at the end of the list: no call sets the order).
        offerUndo({
          message: t('authoring.instructors.removed', { name }),
          undo: () => add.mutateAsync({ userId: instructor.id, isHidden: instructor.isHidden }),
          undoneMessage: t('authoring.instructors.restored', { name }),
        });
      },
    });

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{t('authoring.instructors.intro')}</Typography>
      <Paper variant="outlined" component="section" aria-labelledby={headingId}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ px: 2, pt: 2, pb: 1 }}>
          {t('authoring.instructors.listTitle')}
        </Typography>
        {list.isFetching ? <LinearProgress aria-label={t('authoring.instructors.loading')} /> : null}
        {setHidden.isError ? (
          <Alert severity="error" sx={{ mx: 2, mb: 1 }}>
            {getErrorText(t, setHidden.error)}
          </Alert>
        ) : null}
        {remove.isError ? (
          <Alert severity="error" sx={{ mx: 2, mb: 1 }}>
            {getErrorText(t, remove.error)}
          </Alert>
        ) : null}
        {list.isError ? (
          <Alert
            severity="error"
            sx={{ mx: 2, mb: 2 }}
            action={<Button onClick={() => void list.refetch()}>{t('authoring.retry')}</Button>}
          >
            {getErrorText(t, list.error)}
          </Alert>
        ) : list.isSuccess && rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
            {t('authoring.instructors.empty')}
          </Typography>
        ) : (
          <Box component="ul" aria-labelledby={headingId} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {rows.map((instructor) => (
              <InstructorRow
                key={instructor.id}
                instructor={instructor}
                onHiddenChange={(isHidden) => setHidden.mutate({ userId: instructor.id, isHidden })}
                onRemove={() => {
                  remove.reset();
                  setRemoving(instructor);
                  setIsConfirming(true);
                }}
              />
            ))}
          </Box>
        )}
      </Paper>
      <AddInstructor courseId={courseId} />
      <ConfirmDialog
        open={isConfirming}
        title={t('authoring.instructors.removeTitle')}
        message={
          removing?.id === selfId
            ? t('authoring.instructors.removeSelfMessage')
            : t('authoring.instructors.removeMessage', { name: removing ? nameOf(removing) : '' })
        }
        confirm={t('authoring.instructors.remove')}
        onConfirm={() => {
          if (removing) confirmRemove(removing);
        }}
        onClose={() => setIsConfirming(false)}
      />
    </Stack>
  );
}

/** The course's instructors (issue 13, "(hidden flag)"): hidden from learners or shown, removed, added. */
export function CourseInstructorsPage() {
  return <CourseEditorFrame tab="instructors">{(course) => <Instructors courseId={course.id} />}</CourseEditorFrame>;
}
