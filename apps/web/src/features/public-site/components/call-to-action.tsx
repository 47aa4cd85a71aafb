import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DirectionalIcon } from '../../../ui/directional-icon.tsx';

/** A second way on, beside the band's main action. */
export type SecondaryAction = { label: string; to: string };

/** A band at the end of a page that says what to do next (and, optionally, a second way on). */
export function CallToAction({
  heading,
  text,
  action,
  to,
  secondary,
}: {
  heading: string;
  text: string;
  action: string;
  to: string;
  secondary?: SecondaryAction | null;
}) {
  return (
    <Box
      component="section"
      sx={(theme) => ({
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        py: { xs: 6, md: 8 },
        ...theme.applyStyles('dark', { bgcolor: 'background.paper', color: 'text.primary' }),
      })}
    >
      <Container maxWidth="md">
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography variant="h4" component="h2" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            {heading}
          </Typography>
          <Typography sx={{ opacity: 0.9, fontSize: '1.1rem' }}>{text}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              component={RouterLink}
              to={to}
              variant="contained"
              color="secondary"
              size="large"
              endIcon={<DirectionalIcon icon={ArrowForwardIcon} />}
            >
              {action}
            </Button>
            {secondary ? (
              <Button component={RouterLink} to={secondary.to} variant="outlined" color="inherit" size="large">
                {secondary.label}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
