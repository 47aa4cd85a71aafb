import type { AuthoringSection, AuthoringSubsection } from '@manara/contract';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import EditNoteIcon from '@mui/icons-material/EditNote';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { CourseEditorFrame } from './course-editor-frame.tsx';
import { moved, useCourseOutline, useOutlineMutations } from './course-outline.queries.ts';
import { LessonDialog } from './lesson-dialog.tsx';
import { NameDialog } from './name-dialog.tsx';

type Mutations = ReturnType<typeof useOutlineMutations>;

/** What a dialog of the outline is open for. */
type Editing =
  | { kind: 'renameSection'; section: AuthoringSection }
  | { kind: 'deleteSection'; section: AuthoringSection }
  | { kind: 'lesson'; lesson: AuthoringSubsection }
  | { kind: 'deleteLesson'; lesson: AuthoringSubsection }
  | null;

function Action({
  label,
  icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function PublishedChip({
  isPublished,
  onToggle,
  label,
}: {
  isPublished: boolean;
  onToggle: () => void;
  label: string;
}) {
  const { t } = useTranslation('authoring');
  // A switch whose visible label ("Published") begins its name ("Published: Week 1"): what it
  // says and what it is called agree (WCAG 2.5.3), whichever way it is set.
  return (
    <FormControlLabel
      label={t('authoring.outline.published')}
      sx={{ m: 0, whiteSpace: 'nowrap' }}
      control={
        <Switch
          size="small"
          checked={isPublished}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': t('authoring.outline.publishItem', { name: label }) } }}
        />
      }
    />
  );
}

/** A name field and its button: a new section, or a new lesson in a section. */
function AddForm({ label, button, onAdd }: { label: string; button: string; onAdd: (name: string) => void }) {
  const [name, setName] = useState('');
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) return;
        onAdd(name.trim());
        setName('');
      }}
    >
      <TextField
        size="small"
        value={name}
        onChange={(event) => setName(event.target.value)}
        label={label}
        slotProps={{ htmlInput: { maxLength: 200, dir: 'auto' } }}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="outlined" startIcon={<AddIcon />} disabled={!name.trim()}>
        {button}
      </Button>
    </Stack>
  );
}

type SectionCardProps = {
  section: AuthoringSection;
  index: number;
  outline: readonly AuthoringSection[];
  mutations: Mutations;
  edit: (editing: Editing) => void;
};

function SectionCard({ section, index, outline, mutations, edit }: SectionCardProps) {
  const { t } = useTranslation('authoring');
  const headingId = `section-${section.id}`;
  const move = (step: -1 | 1, subsectionId?: number) =>
    mutations.reorder.mutate(
      moved(outline, { sectionId: section.id, ...(subsectionId ? { subsectionId } : {}) }, step),
    );
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography
          id={headingId}
          variant="h6"
          component="h2"
          sx={{ fontSize: '1.05rem', flex: 1, minWidth: 160 }}
          dir="auto"
        >
          {section.name}
        </Typography>
        <PublishedChip
          isPublished={section.isPublished}
          label={section.name}
          onToggle={() =>
            mutations.updateSection.mutate({ sectionId: section.id, body: { isPublished: !section.isPublished } })
          }
        />
        <Action
          label={t('authoring.outline.moveUp', { name: section.name })}
          icon={<ArrowUpwardIcon />}
          disabled={index === 0}
          onClick={() => move(-1)}
        />
        <Action
          label={t('authoring.outline.moveDown', { name: section.name })}
          icon={<ArrowDownwardIcon />}
          disabled={index === outline.length - 1}
          onClick={() => move(1)}
        />
        <Action
          label={t('authoring.outline.rename', { name: section.name })}
          icon={<DriveFileRenameOutlineIcon />}
          onClick={() => edit({ kind: 'renameSection', section })}
        />
        <Action
          label={t('authoring.outline.delete', { name: section.name })}
          icon={<DeleteOutlineIcon />}
          onClick={() => edit({ kind: 'deleteSection', section })}
        />
      </Stack>
      <Box
        component="ol"
        aria-label={t('authoring.outline.lessonsOf', { name: section.name })}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
      >
        {section.subsections.map((lesson, lessonIndex) => (
          <Stack
            component="li"
            key={lesson.id}
            direction="row"
            spacing={1}
            sx={{
              alignItems: 'center',
              py: 0.75,
              paddingInlineStart: 2,
              borderTop: 1,
              borderColor: 'divider',
              flexWrap: 'wrap',
            }}
          >
            <Typography sx={{ flex: 1, minWidth: 140 }} dir="auto">
              {lesson.name}
              {lesson.attachments.length > 0 ? (
                <Chip
                  size="small"
                  variant="outlined"
                  sx={{ mx: 1 }}
                  label={t('authoring.outline.attachments', { count: lesson.attachments.length })}
                />
              ) : null}
            </Typography>
            <PublishedChip
              isPublished={lesson.isPublished}
              label={lesson.name}
              onToggle={() =>
                mutations.updateLesson.mutate({ subsectionId: lesson.id, body: { isPublished: !lesson.isPublished } })
              }
            />
            <Action
              label={t('authoring.outline.moveUp', { name: lesson.name })}
              icon={<ArrowUpwardIcon />}
              disabled={lessonIndex === 0}
              onClick={() => move(-1, lesson.id)}
            />
            <Action
              label={t('authoring.outline.moveDown', { name: lesson.name })}
              icon={<ArrowDownwardIcon />}
              disabled={lessonIndex === section.subsections.length - 1}
              onClick={() => move(1, lesson.id)}
            />
            <Action
              label={t('authoring.outline.editLesson', { name: lesson.name })}
              icon={<EditNoteIcon />}
              onClick={() => edit({ kind: 'lesson', lesson })}
            />
            <Action
              label={t('authoring.outline.delete', { name: lesson.name })}
              icon={<DeleteOutlineIcon />}
              onClick={() => edit({ kind: 'deleteLesson', lesson })}
            />
          </Stack>
        ))}
      </Box>
      <Box sx={{ mt: 1.5, paddingInlineStart: 2 }}>
        <AddForm
          label={t('authoring.outline.newLesson', { section: section.name })}
          button={t('authoring.outline.addLesson')}
          onAdd={(name) => mutations.addLesson.mutate({ sectionId: section.id, name })}
        />
      </Box>
    </Paper>
  );
}

function OutlineEditor({ courseId }: { courseId: number }) {
  const { t } = useTranslation('authoring');
  const outline = useCourseOutline(courseId);
  const mutations = useOutlineMutations(courseId);
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const failed = Object.values(mutations).find((mutation) => mutation.isError);

  if (outline.isError) return <Alert severity="error">{getErrorText(t, outline.error)}</Alert>;
  if (!outline.data) return <PageLoader inline />;
  const sections = outline.data.data;

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('authoring.outline.intro')}</Typography>
      <div aria-live="polite">{failed ? <Alert severity="error">{getErrorText(t, failed.error)}</Alert> : null}</div>
      {sections.length === 0 ? <Typography color="text.secondary">{t('authoring.outline.empty')}</Typography> : null}
      {sections.map((section, index) => (
        <SectionCard
          key={section.id}
          section={section}
          index={index}
          outline={sections}
          mutations={mutations}
          edit={setEditing}
        />
      ))}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <AddForm
          label={t('authoring.outline.newSection')}
          button={t('authoring.outline.addSection')}
          onAdd={(name) => mutations.addSection.mutate(name)}
        />
      </Paper>

      {editing?.kind === 'renameSection' ? (
        <NameDialog
          title={t('authoring.outline.renameTitle')}
          label={t('authoring.outline.sectionName')}
          initial={editing.section.name}
          onSave={(name) => mutations.updateSection.mutate({ sectionId: editing.section.id, body: { name } })}
          onClose={close}
        />
      ) : null}
      {editing?.kind === 'lesson' ? (
        <LessonDialog
          lesson={editing.lesson}
          onSave={(body) => mutations.updateLesson.mutateAsync({ subsectionId: editing.lesson.id, body })}
          onClose={close}
        />
      ) : null}
      <ConfirmDialog
        open={editing?.kind === 'deleteSection' || editing?.kind === 'deleteLesson'}
        title={
          editing?.kind === 'deleteSection'
            ? t('authoring.outline.deleteSectionTitle', { name: editing.section.name })
            : t('authoring.outline.deleteLessonTitle', {
                name: editing?.kind === 'deleteLesson' ? editing.lesson.name : '',
              })
        }
        message={
          editing?.kind === 'deleteSection'
            ? t('authoring.outline.deleteSectionText')
            : t('authoring.outline.deleteLessonText')
        }
        confirm={t('authoring.outline.confirmDelete')}
        onConfirm={() => {
          if (editing?.kind === 'deleteSection') mutations.deleteSection.mutate(editing.section.id);
          if (editing?.kind === 'deleteLesson') mutations.deleteLesson.mutate(editing.lesson.id);
        }}
        onClose={close}
      />
    </Stack>
  );
}

/** The outline editor (issue 13): sections and their lessons in order, added, renamed, moved, published and deleted. */
export function CourseOutlinePage() {
  return <CourseEditorFrame tab="outline">{(course) => <OutlineEditor courseId={course.id} />}</CourseEditorFrame>;
}
