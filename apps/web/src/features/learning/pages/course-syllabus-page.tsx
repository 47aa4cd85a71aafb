import type { CourseSectionItem } from '@manara/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useTerm } from '../../organizations/organizations.queries.ts';
import { CourseLayout, useCourseIdParam } from '../components/course-layout.tsx';
import { formatNumber } from '../components/course-progress.tsx';
import { MarkdownContent } from '../components/markdown-content.tsx';
import { useCourseOverview, useCourseSections } from '../learning.queries.ts';

/** Sections grouped by their week, weeks in order. */
function byWeek(sections: CourseSectionItem[]): [number, CourseSectionItem[]][] {
  const weeks = new Map<number, CourseSectionItem[]>();
  for (const section of sections) weeks.set(section.week, [...(weeks.get(section.week) ?? []), section]);
  return [...weeks.entries()].sort(([a], [b]) => a - b);
}

function Outline({ courseId }: { courseId: number }) {
  const { t } = useTranslation('learning');
  const { language } = useLanguage();
  const sections = useCourseSections(courseId);
  if (sections.isPending) return <Skeleton variant="rounded" height={200} />;
  if (sections.isError) return null;
  return (
    <Stack spacing={2}>
      {byWeek(sections.data.data).map(([week, list]) => (
        <Paper key={week} variant="outlined" component="section" aria-labelledby={`week-${week}`} sx={{ p: 2 }}>
          <Typography id={`week-${week}`} variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            {t('learning.modules.week', { week: formatNumber(week, language) })}
          </Typography>
          {list.map((section) => (
            <Box key={section.id} sx={{ mb: 1.5 }}>
              <Typography component="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {section.name}
              </Typography>
              {section.learningObjectives ? (
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                  {section.learningObjectives}
                </Typography>
              ) : null}
              <Box component="ul" sx={{ m: 0, mt: 0.5, paddingInlineStart: 3 }}>
                {section.subsections.map((lesson) => (
                  <Typography component="li" key={lesson.id} variant="body2">
                    {lesson.name}
                  </Typography>
                ))}
              </Box>
            </Box>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}

function Syllabus({ courseId }: { courseId: number }) {
  const { t } = useTranslation('learning');
  const overview = useCourseOverview(courseId);
  const modules = useTerm('module', { plural: true });
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {t('learning.syllabus.heading')}
      </Typography>
      {overview.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : overview.data?.courseSyllabus ? (
        <MarkdownContent>{overview.data.courseSyllabus}</MarkdownContent>
      ) : (
        <Typography color="text.secondary">{t('learning.syllabus.none')}</Typography>
      )}
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('learning.syllabus.outline', { modules })}
      </Typography>
      <Outline courseId={courseId} />
    </Stack>
  );
}

/** The course's syllabus text and its outline by week. */
export function CourseSyllabusPage() {
  const courseId = useCourseIdParam();
  return (
    <CourseLayout>
      <Syllabus courseId={courseId} />
    </CourseLayout>
  );
}
