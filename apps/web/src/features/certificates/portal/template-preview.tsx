import type { CertificateTemplate } from '@manara/contract';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useOrganizationDashboard, useOrganizationName } from '../../organizations/organizations.queries.ts';

/** The primary colour the built-in look and a template without its own colour use (certificate-pdf.ts). */
export const DEFAULT_ACCENT = '#0f5c78';

/**
 * A small picture of the certificates a template draws, in the current language: the sheet in its
 * orientation, the background under a frame in the accent colour, the logo when shown. The PDF
 * is drawn by the server; this is its likeness, not the file.
 */
export function TemplatePreview({
  settings,
  backgroundUrl,
  width = 260,
}: {
  settings: CertificateTemplate['settings'];
  backgroundUrl: string | null;
  width?: number;
}) {
  const { t } = useTranslation('certificates');
  const organization = useOrganizationDashboard().data;
  const name = useOrganizationName();
  const primary = organization?.colors.find((color) => color.slug === 'primary')?.value;
  const accent = settings.accentColor ?? primary ?? DEFAULT_ACCENT;
  const logoUrl = settings.showLogo ? (organization?.logo?.url ?? null) : null;
  const portrait = settings.orientation === 'portrait';
  return (
    <Box
      role="img"
      aria-label={t('certificates.templates.previewLabel')}
      sx={{
        width: '100%',
        maxWidth: portrait ? width * 0.72 : width,
        aspectRatio: portrait ? '210 / 297' : '297 / 210',
        bgcolor: '#fcfbf7',
        backgroundImage: backgroundUrl ? `url("${backgroundUrl}")` : 'none',
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: '5%',
        display: 'flex',
        flexShrink: 0,
      }}
    >
      <Box
        sx={{
          flex: 1,
          border: `3px solid ${accent}`,
          outline: `1px solid ${accent}`,
          outlineOffset: -6,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 0.5,
          px: 1,
          textAlign: 'center',
          color: '#1f2937',
          overflow: 'hidden',
        }}
      >
        {logoUrl ? <Box component="img" src={logoUrl} alt="" sx={{ height: 18, maxWidth: '50%' }} /> : null}
        <Typography sx={{ fontSize: 10, fontWeight: 700, color: accent }} noWrap>
          {name}
        </Typography>
        <Typography sx={{ fontSize: 13, fontWeight: 700, lineHeight: 1.2 }}>
          {t('certificates.public.heading')}
        </Typography>
        <Box sx={{ width: 36, height: 2, bgcolor: accent }} />
        <Typography sx={{ fontSize: 9, color: '#4b5563' }}>{t('certificates.templates.sampleLearner')}</Typography>
        <WorkspacePremiumIcon sx={{ fontSize: 20, color: accent }} />
      </Box>
    </Box>
  );
}
