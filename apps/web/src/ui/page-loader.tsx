import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** A loading state with an accessible name: the whole page, or (`inline`) the page area inside the shell. */
export function PageLoader({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ minHeight: inline ? 320 : '100vh', flex: inline ? 1 : undefined, display: 'grid', placeItems: 'center' }}
    >
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
