import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useOrganizationName } from '../../organizations/organizations.queries.ts';

type PageHeroProps = {
  title: string;
  lead: string;
  /** One of the organization's terminology images (header images, auth image). */
  imageUrl?: string | null;
  actions?: ReactNode;
};

/** The top of a public page: the organization's name, the page's title and lead, and its image. */
export function PageHero({ title, lead, imageUrl, actions }: PageHeroProps) {
  const organization = useOrganizationName();
  return (
    <Box
      component="header"
      sx={(theme) => ({
        py: { xs: 5, md: 8 },
        background: `linear-gradient(160deg, ${alpha(theme.palette.primary.main, 0.1)} 0%, ${alpha(
          theme.palette.secondary.main,
          0.08,
        )} 100%)`,
      })}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: imageUrl ? 7 : 12 }}>
            <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: '46em' }}>
              <Typography sx={{ fontWeight: 700, color: 'text.secondary', letterSpacing: 0.3 }}>
                {organization}
              </Typography>
              <Typography variant="h3" component="h1" color="primary" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
                {title}
              </Typography>
              <Typography color="text.secondary" sx={{ fontSize: '1.125rem' }}>
                {lead}
              </Typography>
              {actions}
            </Stack>
          </Grid>
          {imageUrl ? (
            <Grid size={{ xs: 12, md: 5 }}>
              <Box
                component="img"
                src={imageUrl}
                alt=""
                sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 4 }}
              />
            </Grid>
          ) : null}
        </Grid>
      </Container>
    </Box>
  );
}
