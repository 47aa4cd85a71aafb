import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DirectionalIcon } from '../../../ui/directional-icon.tsx';

const programmes = [
  { key: 'leadershipDevelopment', to: '/landing-page/leadership-development' },
  { key: 'executiveCoach', to: '/landing-page/executive-coach' },
  { key: 'professionalLeadership', to: '/landing-page/professional-leadership' },
  { key: 'webinars', to: '/landing-page/webinars' },
] as const;

/** The organization's programmes, each linking to its page. */
export function LandingProgrammes() {
  const { t } = useTranslation('landing');
  return (
    <Box component="section" aria-labelledby="landing-programmes-heading" sx={{ pb: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <Typography
          id="landing-programmes-heading"
          variant="h4"
          component="h2"
          sx={{ mb: { xs: 4, md: 5 }, textAlign: 'center', fontSize: { xs: '1.75rem', md: '2.125rem' } }}
        >
          {t('landing.programmes.heading')}
        </Typography>
        <Grid container spacing={3}>
          {programmes.map(({ key, to }) => {
            const title = t(`pages.${key}.title`);
            return (
              <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
                <Card variant="outlined" sx={{ height: '100%', borderRadius: 4 }}>
                  <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'stretch' }}>
                    <CardContent sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
                      <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                        {title}
                      </Typography>
                      <Typography color="text.secondary" sx={{ flex: 1 }}>
                        {t(`landing.programmes.${key}`)}
                      </Typography>
                      <DirectionalIcon icon={ArrowForwardIcon} aria-hidden color="primary" />
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      </Container>
    </Box>
  );
}
