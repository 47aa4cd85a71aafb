import { BANNER_HEIGHT_OFFSET } from '@manara/contract';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../ui/visually-hidden.ts';
import { useBannerAnnouncement } from '../announcements.queries.ts';

/** The newest announcement under the app bar, with a view-details link (when it has one) and a close button. */
export function AnnouncementBanner() {
  const { t } = useTranslation();
  const { announcement, dismiss } = useBannerAnnouncement();
  if (!announcement) return null;
  return (
    <Box
      component="section"
      aria-label={t('announcements.label')}
      sx={(theme) => ({
        minHeight: BANNER_HEIGHT_OFFSET,
        display: 'flex',
        alignItems: 'center',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        columnGap: 1.5,
        rowGap: 0.5,
        px: { xs: 1.5, sm: 3 },
        py: 1,
        bgcolor: alpha(theme.palette.secondary.main, theme.palette.mode === 'dark' ? 0.16 : 0.12),
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <CampaignOutlinedIcon aria-hidden sx={{ color: 'primary.main', flexShrink: 0 }} />
      <Typography dir="auto" sx={{ flex: { xs: '1 1 calc(100% - 40px)', sm: 1 }, minWidth: 0, fontWeight: 500 }}>
        {announcement.body}
      </Typography>
      {announcement.externalLink ? (
        <Link
          href={announcement.externalLink}
          target="_blank"
          rel="noopener noreferrer"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            fontWeight: 600,
            flexShrink: 0,
            ml: { xs: 4.5, sm: 0 },
          }}
        >
          {t('announcements.viewDetails')}
          <OpenInNewIcon aria-hidden fontSize="small" />
          <Box component="span" sx={visuallyHidden}>
            {t('shell.opensInNewTab')}
          </Box>
        </Link>
      ) : null}
      <IconButton
        aria-label={t('announcements.close')}
        onClick={() => dismiss(announcement.id)}
        size="small"
        sx={{ ml: 'auto' }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
