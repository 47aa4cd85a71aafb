import { TerminologySlug } from '@manara/contract';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DirectionalIcon } from '../../../ui/directional-icon.tsx';
import { useAllCoursesLink } from '../../catalogue/use-all-courses-link.ts';
import { useOrganizationName, useTerm, useTermMediaUrl } from '../../organizations/organizations.queries.ts';
import { OFFER_SECTION_ID } from './landing-offer.tsx';

/**
 * The top of the landing page: the organization, its banner, and the ways in: the public
 * catalogue (when the user may open it) and the page's own sections.
 */
export function LandingHero() {
  const { t } = useTranslation('landing');
  const allCourses = useAllCoursesLink();
  const name = useOrganizationName();
  const title = useTerm(TerminologySlug.bannerTitle);
  const subtitle = useTerm(TerminologySlug.bannerSubtitle);
  const imageUrl = useTermMediaUrl(TerminologySlug.courseHeaderImage);

  return (
    <Box
      component="section"
      aria-labelledby="landing-hero-heading"
      sx={(theme) => ({
        py: { xs: 6, md: 10 },
        background: `linear-gradient(160deg, ${alpha(theme.palette.primary.main, 0.1)} 0%, ${alpha(
          theme.palette.secondary.main,
          0.08,
        )} 100%)`,
      })}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
              <Typography
                id="landing-hero-heading"
                variant="h2"
                component="h1"
                color="primary"
                sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' }, lineHeight: 1.2 }}
              >
                {name}
              </Typography>
              {/* A tagline, not a heading: medium weight, so that it does not look like one (axe p-as-heading). */}
              <Typography variant="h5" component="p" sx={{ fontWeight: 500 }}>
                {title}
              </Typography>
              <Typography color="text.secondary" sx={{ fontSize: '1.125rem', maxWidth: '34em' }}>
                {subtitle}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
                {allCourses ? (
                  <Button
                    component={RouterLink}
                    to={allCourses.to}
                    variant="contained"
                    size="large"
                    endIcon={<DirectionalIcon icon={ArrowForwardIcon} />}
                  >
                    {t('common.browseCourses', { courses: allCourses.coursesInText })}
                  </Button>
                ) : null}
                <Button
                  variant={allCourses ? 'outlined' : 'contained'}
                  size="large"
                  href={`#${OFFER_SECTION_ID}`}
                  endIcon={<ArrowDownwardIcon />}
                >
                  {t('landing.hero.explore')}
                </Button>
              </Stack>
            </Stack>
          </Grid>
          {imageUrl ? (
            <Grid size={{ xs: 12, md: 6 }}>
              <Box
                component="img"
                src={imageUrl}
                alt=""
                sx={{
                  display: 'block',
                  width: '100%',
                  aspectRatio: '4 / 3',
                  objectFit: 'cover',
                  borderRadius: 4,
                  boxShadow: '0 24px 48px -24px rgba(0, 30, 60, 0.45)',
                }}
              />
            </Grid>
          ) : null}
        </Grid>
      </Container>
    </Box>
  );
}
