import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

export type Highlight = { title: string; text: string };

/** A headed grid of cards: what a programme gives, the topics of webinars, values. */
export function HighlightCards({ heading, items }: { heading: string; items: Readonly<Record<string, Highlight>> }) {
  const cards = Object.values(items);
  return (
    <Box component="section" sx={{ py: { xs: 5, md: 7 } }}>
      <Container maxWidth="lg">
        <Typography
          variant="h4"
          component="h2"
          sx={{ mb: 4, textAlign: 'center', fontSize: { xs: '1.6rem', md: '2rem' } }}
        >
          {heading}
        </Typography>
        <Grid container spacing={3}>
          {cards.map((item) => (
            <Grid key={item.title} size={{ xs: 12, sm: 6, md: cards.length % 3 === 0 ? 4 : 3 }}>
              <Card variant="outlined" sx={{ height: '100%', borderRadius: 4 }}>
                <CardContent sx={{ p: 3 }}>
                  <Box
                    aria-hidden
                    sx={(theme) => ({
                      width: 44,
                      height: 44,
                      borderRadius: 3,
                      display: 'grid',
                      placeItems: 'center',
                      mb: 2,
                      color: 'primary.main',
                      bgcolor: alpha(theme.palette.primary.main, 0.08),
                    })}
                  >
                    <CheckCircleOutlineIcon />
                  </Box>
                  <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                    {item.title}
                  </Typography>
                  <Typography color="text.secondary">{item.text}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
