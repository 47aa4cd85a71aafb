import { NOTIFICATION_PANEL_PAGE_SIZE } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePanelNotifications, useReadAllNotifications, useUnreadCount } from '../notifications.queries.ts';
import { NotificationItem } from './notification-item.tsx';
import { NotificationSettings } from './notification-settings.tsx';

type PanelTab = 'all' | 'unread' | 'settings';

/** The list of a tab: fetches of 10, at most 15 shown (spec 1 §9), then the page of them all. */
function PanelList({ unread, onClose }: { unread: boolean; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const list = usePanelNotifications(unread);
  if (list.isPending) return <CircularProgress size={24} sx={{ m: 2 }} aria-label={t('notifications.panel.title')} />;
  if (list.isError) return <Alert severity="error">{t('notifications.panel.failed')}</Alert>;
  const items = list.data.pages.flatMap((page) => page.data).slice(0, NOTIFICATION_PANEL_PAGE_SIZE);
  if (items.length === 0) {
    return (
      <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
        {unread ? t('notifications.panel.emptyUnread') : t('notifications.panel.empty')}
      </Typography>
    );
  }
  const canShowMore = list.hasNextPage && items.length < NOTIFICATION_PANEL_PAGE_SIZE;
  return (
    <>
      <List
        dense
        disablePadding
        aria-label={t(unread ? 'notifications.panel.tabs.unread' : 'notifications.panel.tabs.all')}
      >
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onOpen={onClose} />
        ))}
      </List>
      {canShowMore ? (
        <Button fullWidth onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {t('notifications.panel.loadMore')}
        </Button>
      ) : null}
    </>
  );
}

/**
 * Spec 1 §2 Notification panel (width 350): tabs all, unread and settings; mark all as read;
 * delete on read items; a see-all link; empty-state text.
 */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const [tab, setTab] = useState<PanelTab>('all');
  const unread = useUnreadCount().data?.count ?? 0;
  const readAll = useReadAllNotifications();
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5 }}>
        <Typography variant="h6" component="h2">
          {t('notifications.panel.title')}
        </Typography>
        <Button size="small" onClick={() => readAll.mutate()} disabled={unread === 0 || readAll.isPending}>
          {t('notifications.panel.markAllRead')}
        </Button>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, next: PanelTab) => setTab(next)}
        variant="fullWidth"
        aria-label={t('notifications.panel.tabs.label')}
      >
        <Tab value="all" label={t('notifications.panel.tabs.all')} />
        <Tab value="unread" label={t('notifications.panel.tabs.unread')} />
        <Tab value="settings" label={t('notifications.panel.tabs.settings')} />
      </Tabs>
      <Divider />
      <Box role="tabpanel" sx={{ maxHeight: '60vh', overflowY: 'auto' }}>
        {tab === 'settings' ? <NotificationSettings /> : <PanelList unread={tab === 'unread'} onClose={onClose} />}
      </Box>
      <Divider />
      <Box sx={{ p: 1.5, textAlign: 'center' }}>
        <Link component={RouterLink} to="/notifications" onClick={onClose}>
          {t('notifications.panel.seeAll')}
        </Link>
      </Box>
    </Box>
  );
}
