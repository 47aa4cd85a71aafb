import { NOTIFICATION_PANEL_PAGE_SIZE } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationItem } from '../components/notification-item.tsx';
import { useNotificationsPage, useReadAllNotifications, useUnreadCount } from '../notifications.queries.ts';

/** `/notifications`: every notification, 15 a page, all or unread only. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const [page, setPage] = useState(1);
  const [unread, setUnread] = useState(false);
  const list = useNotificationsPage({
    skip: (page - 1) * NOTIFICATION_PANEL_PAGE_SIZE,
    take: NOTIFICATION_PANEL_PAGE_SIZE,
    unread,
  });
  const unreadCount = useUnreadCount().data?.count ?? 0;
  const readAll = useReadAllNotifications();
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / NOTIFICATION_PANEL_PAGE_SIZE));
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 2 }}
      >
        <Typography variant="h4" component="h1">
          {t('notifications.page.heading')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={unread ? 'unread' : 'all'}
            aria-label={t('notifications.page.filter')}
            onChange={(_, value: 'all' | 'unread' | null) => {
              if (!value) return;
              setUnread(value === 'unread');
              setPage(1);
            }}
          >
            <ToggleButton value="all">{t('notifications.page.all')}</ToggleButton>
            <ToggleButton value="unread">{t('notifications.page.unread')}</ToggleButton>
          </ToggleButtonGroup>
          <Button onClick={() => readAll.mutate()} disabled={unreadCount === 0 || readAll.isPending}>
            {t('notifications.panel.markAllRead')}
          </Button>
        </Stack>
      </Stack>
      <Paper variant="outlined">
        {list.isPending ? (
          <CircularProgress sx={{ m: 3 }} aria-label={t('notifications.page.heading')} />
        ) : list.isError ? (
          <Alert severity="error">{t('notifications.panel.failed')}</Alert>
        ) : list.data.data.length === 0 ? (
          <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
            {unread ? t('notifications.panel.emptyUnread') : t('notifications.panel.empty')}
          </Typography>
        ) : (
          <List aria-label={t('notifications.page.heading')}>
            {list.data.data.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </List>
        )}
      </Paper>
      {pages > 1 ? (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={page}
          onChange={(_, next) => setPage(next)}
        />
      ) : null}
    </Container>
  );
}
