import { BANNER_HEIGHT_OFFSET } from '@manara/contract';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRichTextHtml, richTextToPlainText } from '../../../ui/rich-text/is-rich-text-html.ts';
import { visuallyHidden } from '../../../ui/visually-hidden.ts';
import { useBannerAnnouncement } from '../announcements.queries.ts';

// The renderer of authored HTML (with DOMPurify) loads with the first announcement written in the editor.
const SanitizedHtml = lazy(async () => ({
  default: (await import('../../../ui/rich-text/sanitized-html.tsx')).SanitizedHtml,
}));

/**
 * The body as its author wrote it: HTML from the portal's editor (sanitized by the server at its
 * write, and again before it is shown), or plain text shown as text (docs/decisions/announcements.md).
 * Until the renderer has loaded, the HTML's text stands in for it.
 */
function AnnouncementBody({ body }: { body: string }) {
  if (!isRichTextHtml(body)) return body;
  return (
    <Suspense fallback={richTextToPlainText(body)}>
      <SanitizedHtml html={body} />
    </Suspense>
  );
}

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
      <Typography
        component="div"
        dir="auto"
        sx={{
          flex: { xs: '1 1 calc(100% - 40px)', sm: 1 },
          minWidth: 0,
          fontWeight: 500,
          overflowWrap: 'anywhere',
          // The editor's blocks, kept compact: a banner, not a page.
          '& p, & h2, & h3, & h4, & ul, & ol, & blockquote, & pre': { my: 0 },
          '& * + p, & * + ul, & * + ol, & * + blockquote': { mt: 0.5 },
          '& h2, & h3, & h4': { typography: 'subtitle1', fontWeight: 700 },
          '& ul, & ol': { paddingInlineStart: 3 },
          '& blockquote': { paddingInlineStart: 1.5, borderInlineStart: 3, borderColor: 'divider', mx: 0 },
          '& [dir="auto"]': { textAlign: 'start' },
        }}
      >
        <AnnouncementBody body={announcement.body} />
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
