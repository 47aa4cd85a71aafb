import type { Specialization } from '@manara/contract';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../i18n/use-language.ts';
import { CoverImage } from '../../../ui/cover-image.tsx';
import { CoursePrice } from '../../catalogue/components/course-price.tsx';
import { CourseProgress } from '../../learning/components/course-progress.tsx';
import { useTerm } from '../../organizations/organizations.queries.ts';
import { specializationPaths } from '../specializations.queries.ts';

/** A specialization in the list: cover, name, description, number of courses, and price or progress. */
export function SpecializationCard({ specialization }: { specialization: Specialization }) {
  const { t } = useTranslation('specializations');
  const { language } = useLanguage();
  const courses = useTerm('course', { plural: true });
  const count = new Intl.NumberFormat(language).format(specialization.numberOfCourses);
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
      <CardActionArea
        component={RouterLink}
        to={specializationPaths.overview(specialization.id)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <CoverImage
          url={specialization.coverImage?.url}
          placeholder={SchoolOutlinedIcon}
          sx={{ aspectRatio: '16 / 9' }}
        />
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            <Chip size="small" label={t('specializations.card.courses', { number: count, courses })} />
            {specialization.isEnrolled ? (
              <Chip size="small" color="primary" label={t('specializations.card.enrolled')} />
            ) : null}
          </Stack>
          <Typography
            variant="h6"
            component="h2"
            dir="auto"
            sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
          >
            {specialization.name}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            dir="auto"
            sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {specialization.description}
          </Typography>
          <Box sx={{ mt: 'auto', pt: 1 }}>
            {specialization.progress !== null ? (
              <CourseProgress
                value={specialization.progress}
                label={t('specializations.progressOf', { name: specialization.name })}
                dense
              />
            ) : (
              <CoursePrice course={specialization} />
            )}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
