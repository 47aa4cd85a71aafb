import type { TerminologySlug } from '@manara/contract';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTermMediaUrl } from '../../organizations/organizations.queries.ts';
import { useBrowseCoursesAction } from '../use-site-content.ts';
import { CallToAction } from './call-to-action.tsx';
import { type Highlight, HighlightCards } from './highlight-cards.tsx';
import { PageHero } from './page-hero.tsx';

export type ProgrammeContent = {
  title: string;
  lead: string;
  highlightsHeading: string;
  highlights: Readonly<Record<string, Highlight>>;
  formatHeading: string;
  format: Readonly<Record<string, string>>;
  audienceHeading: string;
  audience: Readonly<Record<string, string>>;
  cta: { heading: string; text: string; action: string };
};

/**
 * A programme of the public site (leadership development, executive coaching, …): what, how,
 * for whom, then contact, or the courses themselves.
 */
export function ProgrammePage({ content, imageSlug }: { content: ProgrammeContent; imageSlug: TerminologySlug }) {
  const imageUrl = useTermMediaUrl(imageSlug);
  const browseCourses = useBrowseCoursesAction();
  return (
    <>
      <PageHero title={content.title} lead={content.lead} imageUrl={imageUrl} />
      <HighlightCards heading={content.highlightsHeading} items={content.highlights} />
      <Box component="section" sx={{ pb: { xs: 6, md: 8 } }}>
        <Container maxWidth="lg">
          <Grid container spacing={4}>
            {[
              { heading: content.formatHeading, items: content.format },
              { heading: content.audienceHeading, items: content.audience },
            ].map((column) => (
              <Grid key={column.heading} size={{ xs: 12, md: 6 }}>
                <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
                  {column.heading}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 3, color: 'text.secondary', lineHeight: 1.9 }}>
                  {Object.values(column.items).map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </Box>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>
      <CallToAction {...content.cta} to="/landing-page/contact-us" secondary={browseCourses} />
    </>
  );
}
