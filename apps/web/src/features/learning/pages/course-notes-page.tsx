import type { SubsectionNote } from '@manara/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CourseLayout, useCourseIdParam } from '../components/course-layout.tsx';
import { LearningError } from '../components/learning-error.tsx';
import { ListPagination } from '../components/list-pagination.tsx';
import { NoteItem } from '../components/note-item.tsx';
import { useCourseNotes } from '../learning.queries.ts';
import { learningPaths } from '../learning-paths.ts';

const PAGE_SIZE = 20;

/** Consecutive notes of one lesson, in the order the server gives (course order). */
function groupByLesson(notes: SubsectionNote[]): SubsectionNote[][] {
  const groups: SubsectionNote[][] = [];
  for (const note of notes) {
    const last = groups.at(-1);
    if (last && last[0]?.subsectionId === note.subsectionId) last.push(note);
    else groups.push([note]);
  }
  return groups;
}

function Notes({ courseId }: { courseId: number }) {
  const { t } = useTranslation('learning');
  const [page, setPage] = useState(1);
  const notes = useCourseNotes(courseId, { skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE });
  if (notes.isPending) return <Skeleton variant="rounded" height={200} />;
  if (notes.isError)
    return <LearningError error={notes.error} courseId={courseId} onRetry={() => void notes.refetch()} />;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {t('learning.notes.pageHeading')}
      </Typography>
      {notes.data.total === 0 ? (
        <Typography color="text.secondary">{t('learning.notes.emptyCourse')}</Typography>
      ) : (
        groupByLesson(notes.data.data).map((group) => {
          const first = group[0] as SubsectionNote;
          return (
            <Paper key={`${first.subsectionId}-${first.id}`} variant="outlined" component="section" sx={{ p: 2 }}>
              <Link
                component={RouterLink}
                to={learningPaths.lesson(courseId, first.subsectionId)}
                variant="subtitle1"
                sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
              >
                {first.subsectionName}
              </Link>
              <Box component="ul" sx={{ p: 0, m: 0 }}>
                {group.map((note) => (
                  <NoteItem key={note.id} note={note} withPosition={note.position !== null} />
                ))}
              </Box>
            </Paper>
          );
        })
      )}
      <ListPagination total={notes.data.total} pageSize={PAGE_SIZE} page={page} onChange={setPage} />
    </Stack>
  );
}

/** Every note the learner wrote in the course, by lesson, with links to the lessons. */
export function CourseNotesPage() {
  const courseId = useCourseIdParam();
  return (
    <CourseLayout>
      <Notes courseId={courseId} />
    </CourseLayout>
  );
}
