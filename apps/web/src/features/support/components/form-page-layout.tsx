import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageHero } from '../../public-site/components/page-hero.tsx';

type FormPageLayoutProps = {
  title: string;
  lead: string;
  imageUrl: string | null;
  formHeading: string;
  form: ReactNode;
  /** The card beside the form. */
  aside: ReactNode;
};

/** A public page built around a form: the hero, the form, and a card beside it. */
export function FormPageLayout({ title, lead, imageUrl, formHeading, form, aside }: FormPageLayoutProps) {
  return (
    <>
      <PageHero title={title} lead={lead} imageUrl={imageUrl} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2.5 }}>
              {formHeading}
            </Typography>
            {form}
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card variant="outlined" sx={{ borderRadius: 4 }}>
              <CardContent sx={{ p: 3 }}>{aside}</CardContent>
            </Card>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
