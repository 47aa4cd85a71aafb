import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearScreen } from '../../../ui/use-near-screen.ts';

// The form's code (the form library, the text field, the schema) loads when the footer comes near the
// screen: a visit that never scrolls down does not download it (issue 11, first page).
const NewsletterForm = lazy(async () => ({ default: (await import('./newsletter-form.tsx')).NewsletterForm }));

/**
 * The form's room while its code loads, so that the footer does not grow under the reader: a small
 * text field (40 px) beside its button, or above it on phones (with the form's 8 px gap).
 */
const formRoom = <Box sx={{ minHeight: { xs: 40 + 8 + 40, sm: 40 } }} />;

/** The organization's newsletter in the footer: its heading and, once near the screen, the form. */
export function NewsletterSignup() {
  const { t } = useTranslation();
  const headingId = useId();
  const [ref, inView] = useNearScreen('200px');
  return (
    <Stack ref={ref} spacing={1.5}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('newsletter.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('newsletter.description')}
      </Typography>
      {inView ? (
        <Suspense fallback={formRoom}>
          <NewsletterForm labelledBy={headingId} />
        </Suspense>
      ) : (
        formRoom
      )}
    </Stack>
  );
}
