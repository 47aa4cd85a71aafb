import { NOTIFICATION_PANEL_WIDTH } from '@manara/contract';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { badgeText } from '../../../app/shell/header-icon-link.tsx';
import { loadNamespaces } from '../../../i18n/i18n.ts';
import { useUnreadCount } from '../notifications.queries.ts';

// The panel and its texts load when the bell is first opened.
const NotificationPanel = lazy(async () => {
  await loadNamespaces(['notifications']);
  return { default: (await import('./notification-panel.tsx')).NotificationPanel };
});

/** Spec 1 §2 App bar: the bell with the unread badge (at most "9+"), opening the panel. */
export function NotificationBell() {
  const { t } = useTranslation();
  const count = useUnreadCount().data?.count ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const label = t('shell.notificationsBell', { count });
  const text = badgeText(count);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? panelId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {/* The label says the count; the badge is hidden from assistive technology, which would
              otherwise also read the number it keeps (MUI keeps the last one, hidden, at zero). */}
          <Badge
            badgeContent={text}
            color="error"
            invisible={text === null}
            data-testid="notification-badge"
            slotProps={{ badge: { 'aria-hidden': true } }}
          >
            <NotificationsNoneOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={panelId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('menu.notifications'),
            // Its width from the first frame: the popover is placed while the panel still loads,
            // and a narrower paper then would leave the panel hanging off the screen's edge.
            sx: { width: NOTIFICATION_PANEL_WIDTH, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Suspense fallback={<CircularProgress size={24} sx={{ m: 2 }} aria-label={t('menu.notifications')} />}>
          <NotificationPanel onClose={() => setAnchor(null)} />
        </Suspense>
      </Popover>
    </>
  );
}
