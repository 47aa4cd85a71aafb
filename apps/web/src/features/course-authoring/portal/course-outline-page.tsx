import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { AuthoringSection, AuthoringSubsection } from '@manara/contract';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EventIcon from '@mui/icons-material/Event';
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
import { type CSSProperties, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { offerUndo } from '../../../ui/undo/undo-store.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { CourseEditorFrame } from './course-editor-frame.tsx';
import { dropped, moved, useCourseOutline, useOutlineMutations } from './course-outline.queries.ts';
import { LessonDialog } from './lesson-dialog.tsx';
import { NameDialog } from './name-dialog.tsx';
import { SectionDialog } from './section-dialog.tsx';

type Mutations = ReturnType<typeof useOutlineMutations>;

/** What a dialog of the outline is open for. */
type Editing =
  | { kind: 'renameSection'; section: AuthoringSection }
  | { kind: 'sectionSettings'; section: AuthoringSection }
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

/** Draggable items' ids: sections and lessons share one drag area. */
type DragItem = { kind: 'section' | 'lesson'; id: number };
const dragId = (item: DragItem): string => `${item.kind}-${item.id}`;
function dragItem(id: UniqueIdentifier | undefined): DragItem | null {
  const match = /^(section|lesson)-(\d+)$/.exec(String(id ?? ''));
  return match ? { kind: match[1] as DragItem['kind'], id: Number(match[2]) } : null;
}

/** The handle an item is dragged by, with the mouse or, focused, with the keyboard (space, arrows, space). */
function DragHandle({ label, sortable }: { label: string; sortable: ReturnType<typeof useSortable> }) {
  return (
    <IconButton
      ref={sortable.setActivatorNodeRef}
      size="small"
      aria-label={label}
      sx={{ cursor: sortable.isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      {...sortable.attributes}
      {...sortable.listeners}
    >
      <DragIndicatorIcon />
    </IconButton>
  );
}

const sortableStyle = (sortable: ReturnType<typeof useSortable>): CSSProperties => ({
  transform: CSS.Translate.toString(sortable.transform),
  transition: sortable.transition,
  position: 'relative',
  zIndex: sortable.isDragging ? 2 : undefined,
  opacity: sortable.isDragging ? 0.85 : undefined,
});

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
  const headingId = `section-heading-${section.id}`;
  const sortable = useSortable({ id: dragId({ kind: 'section', id: section.id }) });
  const move = (step: -1 | 1, subsectionId?: number) =>
    mutations.reorder.mutate(
      moved(outline, { sectionId: section.id, ...(subsectionId ? { subsectionId } : {}) }, step),
    );
  return (
    <Paper
      ref={sortable.setNodeRef}
      style={sortableStyle(sortable)}
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <DragHandle label={t('authoring.outline.drag', { name: section.name })} sortable={sortable} />
        <Typography
          id={headingId}
          variant="h6"
          component="h2"
          sx={{ fontSize: '1.05rem', flex: 1, minWidth: 160 }}
          dir="auto"
        >
          {section.name}
        </Typography>
        {section.unlockStartDate || section.prerequisiteIds.length > 0 ? (
          <Chip size="small" variant="outlined" icon={<EventIcon />} label={t('authoring.outline.hasLocks')} />
        ) : null}
        <PublishedChip
          isPublished={section.isPublished}
          label={section.name}
          onToggle={() => {
            const sectionId = section.id;
            mutations.updateSection.mutate(
              { sectionId, body: { isPublished: !section.isPublished } },
              {
                onSuccess: () => {
                  if (!section.isPublished) return;
                  offerUndo({
                    message: t('authoring.outline.unpublishedDone', { name: section.name }),
                    undo: () => mutations.updateSection.mutateAsync({ sectionId, body: { isPublished: true } }),
                    undoneMessage: t('authoring.outline.publishedAgain', { name: section.name }),
                  });
                },
              },
            );
          }}
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
          label={t('authoring.outline.sectionSettings', { name: section.name })}
          icon={<EventIcon />}
          onClick={() => edit({ kind: 'sectionSettings', section })}
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
        <SortableContext
          items={section.subsections.map((lesson) => dragId({ kind: 'lesson', id: lesson.id }))}
          strategy={verticalListSortingStrategy}
        >
          {section.subsections.map((lesson, lessonIndex) => (
            <LessonRow
              key={lesson.id}
              lesson={lesson}
              isFirst={lessonIndex === 0}
              isLast={lessonIndex === section.subsections.length - 1}
              move={(step) => move(step, lesson.id)}
              mutations={mutations}
              edit={edit}
            />
          ))}
        </SortableContext>
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

type LessonRowProps = {
  lesson: AuthoringSubsection;
  isFirst: boolean;
  isLast: boolean;
  move: (step: -1 | 1) => void;
  mutations: Mutations;
  edit: (editing: Editing) => void;
};

function LessonRow({ lesson, isFirst, isLast, move, mutations, edit }: LessonRowProps) {
  const { t } = useTranslation('authoring');
  const sortable = useSortable({
    id: dragId({ kind: 'lesson', id: lesson.id }),
    data: { sectionId: lesson.sectionId },
  });
  return (
    <Stack
      ref={sortable.setNodeRef}
      style={sortableStyle(sortable)}
      component="li"
      direction="row"
      spacing={1}
      sx={{
        alignItems: 'center',
        py: 0.75,
        paddingInlineStart: 1,
        borderTop: 1,
        borderColor: 'divider',
        flexWrap: 'wrap',
        bgcolor: 'background.paper',
      }}
    >
      <DragHandle label={t('authoring.outline.drag', { name: lesson.name })} sortable={sortable} />
      <Typography sx={{ flex: 1, minWidth: 140 }} dir="auto">
        {lesson.name}
        {lesson.videoUrl || lesson.video ? (
          <Chip size="small" variant="outlined" sx={{ mx: 1 }} label={t('authoring.outline.hasVideo')} />
        ) : null}
        {lesson.isOptional ? (
          <Chip size="small" variant="outlined" sx={{ mx: 1 }} label={t('authoring.outline.optional')} />
        ) : null}
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
        onToggle={() => {
          const subsectionId = lesson.id;
          mutations.updateLesson.mutate(
            { subsectionId, body: { isPublished: !lesson.isPublished } },
            {
              onSuccess: () => {
                if (!lesson.isPublished) return;
                offerUndo({
                  message: t('authoring.outline.unpublishedDone', { name: lesson.name }),
                  undo: () => mutations.updateLesson.mutateAsync({ subsectionId, body: { isPublished: true } }),
                  undoneMessage: t('authoring.outline.publishedAgain', { name: lesson.name }),
                });
              },
            },
          );
        }}
      />
      <Action
        label={t('authoring.outline.moveUp', { name: lesson.name })}
        icon={<ArrowUpwardIcon />}
        disabled={isFirst}
        onClick={() => move(-1)}
      />
      <Action
        label={t('authoring.outline.moveDown', { name: lesson.name })}
        icon={<ArrowDownwardIcon />}
        disabled={isLast}
        onClick={() => move(1)}
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
  );
}

/**
 * Where a dragged item may land: a section among sections; a lesson among lessons, or in a
 * section without lessons (it lands at its end).
 */
const sameKind: CollisionDetection = (args) => {
  const active = dragItem(args.active.id);
  const droppableContainers = args.droppableContainers.filter((container) => {
    const item = dragItem(container.id);
    if (!item || !active) return false;
    if (active.kind === 'section') return item.kind === 'section';
    if (item.kind === 'lesson') return true;
    // A section takes a lesson only when it has none to be dropped on.
    return args.droppableContainers.every(
      (other) => dragItem(other.id)?.kind !== 'lesson' || other.data.current?.sectionId !== item.id,
    );
  });
  return closestCenter({ ...args, droppableContainers });
};

/** What a screen reader hears while an item is dragged by keyboard, in the page's language. */
function useDragAnnouncements(sections: readonly AuthoringSection[]): Announcements {
  const { t } = useTranslation('authoring');
  return useMemo(() => {
    const describe = (id: UniqueIdentifier | undefined) => {
      const item = dragItem(id);
      if (!item) return null;
      if (item.kind === 'section') {
        const index = sections.findIndex((s) => s.id === item.id);
        const section = sections[index];
        return section ? { name: section.name, position: index + 1, count: sections.length, section: '' } : null;
      }
      for (const section of sections) {
        const index = section.subsections.findIndex((l) => l.id === item.id);
        const lesson = section.subsections[index];
        if (lesson)
          return { name: lesson.name, position: index + 1, count: section.subsections.length, section: section.name };
      }
      return null;
    };
    const over = (key: 'over' | 'dropped', activeId: UniqueIdentifier, overId: UniqueIdentifier | undefined) => {
      const active = describe(activeId);
      const target = describe(overId);
      if (!active) return undefined;
      if (!target) return t('authoring.drag.outside', { name: active.name });
      return target.section
        ? t(`authoring.drag.${key}Lesson`, {
            name: active.name,
            position: target.position,
            count: target.count,
            section: target.section,
          })
        : t(`authoring.drag.${key}Section`, { name: active.name, position: target.position, count: target.count });
    };
    return {
      onDragStart: ({ active }) => {
        const item = describe(active.id);
        return item
          ? t('authoring.drag.picked', { name: item.name, position: item.position, count: item.count })
          : undefined;
      },
      // Over its own place right after being picked up: "picked up" already said where it is.
      onDragOver: ({ active, over: target }) =>
        target?.id === active.id ? undefined : over('over', active.id, target?.id),
      onDragEnd: ({ active, over: target }) => over('dropped', active.id, target?.id),
      onDragCancel: ({ active }) => {
        const item = describe(active.id);
        return item ? t('authoring.drag.cancelled', { name: item.name }) : undefined;
      },
    };
  }, [sections, t]);
}

function OutlineEditor({ courseId }: { courseId: number }) {
  const { t } = useTranslation('authoring');
  const outline = useCourseOutline(courseId);
  const mutations = useOutlineMutations(courseId);
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const failed = Object.values(mutations).find((mutation) => mutation.isError);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const sections = outline.data?.data;
  const announcements = useDragAnnouncements(sections ?? []);

  if (outline.isError) return <Alert severity="error">{getErrorText(t, outline.error)}</Alert>;
  if (!sections) return <PageLoader inline />;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = dragItem(active.id);
    const to = dragItem(over?.id);
    if (!from || !to) return;
    const next = dropped(sections, from, to);
    const order = (list: readonly AuthoringSection[]) =>
      list.map((s) => `${s.id}:${s.subsections.map((l) => l.id).join(',')}`).join(';');
    if (order(next) !== order(sections)) mutations.reorder.mutate(next);
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('authoring.outline.intro')}</Typography>
      <div aria-live="polite">{failed ? <Alert severity="error">{getErrorText(t, failed.error)}</Alert> : null}</div>
      {sections.length === 0 ? <Typography color="text.secondary">{t('authoring.outline.empty')}</Typography> : null}
      <DndContext
        sensors={sensors}
        collisionDetection={sameKind}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('authoring.drag.instructions') },
        }}
      >
        <SortableContext
          items={sections.map((section) => dragId({ kind: 'section', id: section.id }))}
          strategy={verticalListSortingStrategy}
        >
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
        </SortableContext>
      </DndContext>
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
      {editing?.kind === 'sectionSettings' ? (
        <SectionDialog
          section={editing.section}
          outline={sections}
          onSave={(body) => mutations.updateSection.mutateAsync({ sectionId: editing.section.id, body })}
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
