import CookieOutlinedIcon from '@mui/icons-material/CookieOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { readStorage, StorageKey, writeStorage } from '../../lib/local-storage.ts';

/**
 * The cookies dialog (spec 1 §2): says which storage the app uses, until accepted. It does not
 * block the page (a non-modal dialog): the app uses only what it needs to work.
 */
export function CookiesNotice() {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(() => readStorage(StorageKey.cookiesAccepted) === 'true');
  if (accepted) return null;
  const accept = () => {
    writeStorage(StorageKey.cookiesAccepted, 'true');
    setAccepted(true);
  };
  return (
    <Paper
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookies-heading"
      aria-describedby="cookies-text"
      elevation={8}
      sx={{
        position: 'fixed',
        insetInline: { xs: 8, sm: 24 },
        bottom: { xs: 8, sm: 24 },
        maxWidth: 560,
        p: 2.5,
        zIndex: 'snackbar',
        borderRadius: 3,
      }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CookieOutlinedIcon aria-hidden color="primary" />
          <Typography id="cookies-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('cookies.heading')}
          </Typography>
        </Stack>
        <Typography id="cookies-text" variant="body2" color="text.secondary">
          {t('cookies.text')}{' '}
          <Link component={RouterLink} to="/landing-page/privacy-policy">
            {t('cookies.privacy')}
          </Link>
        </Typography>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="contained" onClick={accept}>
            {t('cookies.accept')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
