import { NOTIFICATION_CHANNELS, type NotificationSetting } from '@manara/contract';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useNotificationSettings, useUpdateNotificationSetting } from '../notifications.queries.ts';
import { useBrowserPush } from '../push/use-browser-push.ts';

/** Push on this browser: the browser's subscription, apart from the per-group push choices. */
function PushOnThisBrowser() {
  const { t } = useTranslation('notifications');
  const { state, change } = useBrowserPush();
  if (state.isPending) return null;
  const current = state.data ?? 'unsupported';
  const available = current === 'on' || current === 'off';
  return (
    <Box component="section" aria-labelledby="push-on-this-browser">
      <Typography id="push-on-this-browser" variant="subtitle2" component="h3">
        {t('notifications.settings.browser.title')}
      </Typography>
      <FormControlLabel
        label={t('notifications.settings.browser.label')}
        control={
          <Switch
            size="small"
            checked={current === 'on'}
            disabled={!available || change.isPending}
            onChange={(_, checked) => change.mutate(checked)}
            slotProps={{ input: { 'aria-describedby': 'push-on-this-browser-state' } }}
          />
        }
      />
      <Typography id="push-on-this-browser-state" variant="caption" color="text.secondary" component="p">
        {t(`notifications.settings.browser.${current}`)}
      </Typography>
      {change.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('notifications.settings.browser.failed')}
        </Alert>
      ) : null}
    </Box>
  );
}

/** The settings tab: each control group with its kinds, a switch per channel; critical groups locked on. */
export function NotificationSettings() {
  const { t } = useTranslation('notifications');
  const { language } = useLanguage();
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSetting();
  if (settings.isPending)
    return <CircularProgress size={24} sx={{ m: 2 }} aria-label={t('notifications.panel.title')} />;
  if (settings.isError) return <Alert severity="error">{t('notifications.settings.failed')}</Alert>;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <PushOnThisBrowser />
      <Typography variant="body2" color="text.secondary">
        {t('notifications.settings.intro')}
      </Typography>
      {settings.data.data.map((group: NotificationSetting) => (
        <Box
          key={group.notificationControlGroupId}
          component="section"
          aria-labelledby={`group-${group.notificationControlGroupId}`}
        >
          <Typography id={`group-${group.notificationControlGroupId}`} variant="subtitle2" component="h3">
            {group.name}
          </Typography>
          {group.children.length > 0 ? (
            <Typography variant="caption" color="text.secondary" component="p">
              {t('notifications.settings.includes', {
                names: new Intl.ListFormat(language).format(group.children.map((c) => c.name)),
              })}
            </Typography>
          ) : null}
          {group.isCritical ? (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <LockOutlinedIcon fontSize="inherit" aria-hidden />
              {t('notifications.settings.locked')}
            </Typography>
          ) : null}
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1 }}>
            {NOTIFICATION_CHANNELS.map((channel) => {
              const state = group.channels.find((c) => c.channel === channel);
              const label = t(`notifications.settings.channels.${channel}`);
              return (
                <FormControlLabel
                  key={channel}
                  label={label}
                  control={
                    <Switch
                      size="small"
                      checked={!state?.isDisabled}
                      // Not disabled while a change saves: a disabled switch drops the focus to
                      // the page (and Escape no longer closes the panel); a press then waits.
                      disabled={group.isCritical}
                      slotProps={{
                        input: {
                          'aria-label': t('notifications.settings.toggle', { group: group.name, channel: label }),
                        },
                      }}
                      onChange={(_, checked) => {
                        if (update.isPending) return;
                        update.mutate({
                          notificationControlGroupId: group.notificationControlGroupId,
                          channel,
                          isDisabled: !checked,
                        });
                      }}
                    />
                  }
                />
              );
            })}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
