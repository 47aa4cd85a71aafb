import { TerminologySlug } from '@manara/contract';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useTermMediaUrl } from '../../organizations/organizations.queries.ts';

/** The platform speaks both languages: say so, on the brand colour. */
export function LandingLanguages() {
  const { t } = useTranslation('landing');
  const imageUrl = useTermMediaUrl(TerminologySlug.eventHeaderImage);

  return (
    <Box
      component="section"
      aria-labelledby="landing-languages-heading"
      sx={(theme) => ({
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        py: { xs: 7, md: 9 },
        // In dark mode the brand colour is lightened for text; a band of it would glare.
        ...theme.applyStyles('dark', { bgcolor: 'background.paper', color: 'text.primary' }),
      })}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center' }}>
          {imageUrl ? (
            <Grid size={{ xs: 12, md: 5 }}>
              <Box
                component="img"
                src={imageUrl}
                alt=""
                sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 4 }}
              />
            </Grid>
          ) : null}
          <Grid size={{ xs: 12, md: imageUrl ? 7 : 12 }}>
            <Typography
              id="landing-languages-heading"
              variant="h4"
              component="h2"
              sx={{ mb: 2, fontSize: { xs: '1.75rem', md: '2.125rem' } }}
            >
              {t('landing.languages.heading')}
            </Typography>
            <Typography sx={{ fontSize: '1.125rem', opacity: 0.9, maxWidth: '36em' }}>
              {t('landing.languages.description')}
            </Typography>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
