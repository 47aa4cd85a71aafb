import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCanRegister } from '../../../routing/can-open.ts';
import { REGISTER_PATH } from '../../../routing/paths.ts';
import { useSession } from '../../auth/session.ts';
import { useAllCoursesLink } from '../../catalogue/use-all-courses-link.ts';
import { useOrganizationName } from '../../organizations/organizations.queries.ts';

/**
 * The end of the landing page: register (when the organization allows it), browse the public
 * catalogue (when the user may open it) or talk to the organization.
 */
export function LandingCallToAction() {
  const { t } = useTranslation('landing');
  const allCourses = useAllCoursesLink();
  const organization = useOrganizationName();
  const session = useSession();
  const canRegister = useCanRegister();
  return (
    <Box component="section" aria-labelledby="landing-cta-heading" sx={{ py: { xs: 7, md: 9 } }}>
      <Container maxWidth="md">
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography
            id="landing-cta-heading"
            variant="h4"
            component="h2"
            sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}
          >
            {t('landing.cta.heading')}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: '1.125rem' }}>
            {t('landing.cta.text', { organization })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {!session && canRegister ? (
              <Button component={RouterLink} to={REGISTER_PATH} variant="contained" size="large">
                {t('landing.cta.register')}
              </Button>
            ) : null}
            {allCourses ? (
              <Button
                component={RouterLink}
                to={allCourses.to}
                variant={!session && canRegister ? 'outlined' : 'contained'}
                size="large"
              >
                {t('common.browseCourses', { courses: allCourses.coursesInText })}
              </Button>
            ) : null}
            <Button component={RouterLink} to="/landing-page/contact-us" variant="outlined" size="large">
              {t('landing.cta.contact')}
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
