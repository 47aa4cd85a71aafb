import { TerminologySlug } from '@manara/contract';
import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import CoPresentOutlinedIcon from '@mui/icons-material/CoPresentOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTerm } from '../../organizations/organizations.queries.ts';

export const OFFER_SECTION_ID = 'offer';

function OfferCard({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 4 }}>
      <CardContent sx={{ p: 3.5 }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 52,
            height: 52,
            borderRadius: 3,
            display: 'grid',
            placeItems: 'center',
            mb: 2.5,
            color: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, 0.08),
          })}
        >
          {icon}
        </Box>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </CardContent>
    </Card>
  );
}

/** What the organization offers, in its own words for course, instructor and student. */
export function LandingOffer() {
  const { t } = useTranslation('landing');
  const courses = useTerm(TerminologySlug.course, { plural: true });
  const instructors = useTerm(TerminologySlug.instructor, { plural: true });
  const students = useTerm(TerminologySlug.student, { plural: true });
  const offers = [
    {
      key: 'courses',
      icon: <AutoStoriesOutlinedIcon />,
      title: courses,
      text: t('landing.offer.courses', { courses }),
    },
    {
      key: 'instructors',
      icon: <CoPresentOutlinedIcon />,
      title: instructors,
      text: t('landing.offer.instructors', { instructors }),
    },
    { key: 'students', icon: <GroupsOutlinedIcon />, title: students, text: t('landing.offer.students', { students }) },
  ];

  return (
    <Box
      component="section"
      id={OFFER_SECTION_ID}
      aria-labelledby="landing-offer-heading"
      sx={{ py: { xs: 7, md: 10 }, scrollMarginTop: 72 }}
    >
      <Container maxWidth="lg">
        <Typography
          id="landing-offer-heading"
          variant="h4"
          component="h2"
          sx={{ mb: { xs: 4, md: 6 }, textAlign: 'center', fontSize: { xs: '1.75rem', md: '2.125rem' } }}
        >
          {t('landing.offer.heading')}
        </Typography>
        <Grid container spacing={3}>
          {offers.map((offer) => (
            <Grid key={offer.key} size={{ xs: 12, md: 4 }}>
              <OfferCard icon={offer.icon} title={offer.title} text={offer.text} />
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
