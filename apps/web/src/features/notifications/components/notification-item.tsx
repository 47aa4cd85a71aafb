import type { Notification } from '@manara/contract';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../i18n/use-language.ts';
import { visuallyHidden } from '../../../ui/visually-hidden.ts';
import { notificationTarget } from '../notification-target.ts';
import { formatTimeLabel, timeLabel } from '../notification-time.ts';
import { useDeleteNotification, useReadNotification } from '../notifications.queries.ts';

/**
 * One notification: its text and age; a click marks it read and opens its target (spec 1 §9
 * map); a read one can be deleted.
 */
export function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen?: () => void }) {
  const { t } = useTranslation('notifications');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const read = useReadNotification();
  const remove = useDeleteNotification();
  const isUnread = notification.readAt === null;
  const age = formatTimeLabel(timeLabel(new Date(notification.createdAt), new Date()), language, {
    now: t('notifications.time.now'),
    fewMinutes: t('notifications.time.fewMinutes'),
  });
  async function open() {
    if (isUnread) await read.mutateAsync(notification.id).catch(() => undefined);
    const target = notificationTarget(notification);
    onOpen?.();
    if (target) await navigate(target);
  }
  return (
    <ListItem
      disablePadding
      secondaryAction={
        isUnread ? null : (
          <IconButton
            edge="end"
            aria-label={t('notifications.item.delete')}
            onClick={() => remove.mutate(notification.id)}
            disabled={remove.isPending}
          >
            <DeleteOutlineIcon />
          </IconButton>
        )
      }
      sx={{ bgcolor: isUnread ? 'action.hover' : undefined }}
    >
      <ListItemButton onClick={open} sx={{ alignItems: 'flex-start', gap: 1.5 }}>
        <Box
          aria-hidden
          sx={{
            mt: 0.75,
            width: 8,
            height: 8,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: isUnread ? 'primary.main' : 'transparent',
          }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: isUnread ? 700 : 400, overflowWrap: 'anywhere' }}>
            {isUnread ? <Box component="span" sx={visuallyHidden}>{`${t('notifications.item.unread')}: `}</Box> : null}
            {notification.text}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="time" dateTime={notification.createdAt}>
            {age}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
