import CookieOutlinedIcon from '@mui/icons-material/CookieOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { readStorage, StorageKey, writeStorage } from '../../lib/local-storage.ts';
import { BOTTOM_BAR_HEIGHT_VAR } from '../../ui/toast/bottom-bar.ts';

/**
 * The cookies notice (spec 1 §2): a slim bar at the bottom of the page's column that says which
 * storage the app uses, until accepted. It sits in the page's flow and sticks to the bottom of the
 * window, so it keeps a room of its own (the end of the page is never under it) and blocks
 * nothing; the toasts rise above it (`BOTTOM_BAR_HEIGHT_VAR`). It is not printed.
 */
export function CookiesNotice() {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(() => readStorage(StorageKey.cookiesAccepted) === 'true');
  const bar = useRef<HTMLElement>(null);
  useBottomBarHeight(bar, !accepted);
  if (accepted) return null;
  const accept = () => {
    writeStorage(StorageKey.cookiesAccepted, 'true');
    setAccepted(true);
  };
  return (
    <Box
      ref={bar}
      component="section"
      aria-label={t('cookies.heading')}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 'appBar',
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1.5, sm: 2 },
        px: { xs: 1.5, sm: 3 },
        py: 1,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)',
        '@media print': { display: 'none' },
      }}
    >
      <CookieOutlinedIcon aria-hidden color="primary" sx={{ display: { xs: 'none', sm: 'block' } }} />
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, lineHeight: 1.45 }}>
        {t('cookies.text')}{' '}
        <Link component={RouterLink} to="/landing-page/privacy-policy">
          {t('cookies.privacy')}
        </Link>
      </Typography>
      <Button variant="contained" size="small" onClick={accept} sx={{ flexShrink: 0 }}>
        {t('cookies.accept')}
      </Button>
    </Box>
  );
}

/** Publishes the bar's height (0 without it) as a CSS variable of the document, for the toasts to rise above it. */
function useBottomBarHeight(bar: RefObject<HTMLElement | null>, isShown: boolean): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const element = bar.current;
    if (!isShown || !element) return;
    const publish = () => root.style.setProperty(BOTTOM_BAR_HEIGHT_VAR, `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BOTTOM_BAR_HEIGHT_VAR);
    };
  }, [bar, isShown]);
}
