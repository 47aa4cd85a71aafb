import type { CertificateVerification } from '@manara/contract';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { LtrText } from '../../../ui/ltr-text.tsx';

/**
 * The certificate as the PDF draws it, in the current language: a framed sheet with the
 * organization, the recipient, the course and the date. The sheet keeps the PDF's landscape
 * proportions on wide screens and grows in height on narrow ones.
 */
export function CertificatePreview({ certificate, date }: { certificate: CertificateVerification; date: string }) {
  const { t } = useTranslation('certificates');
  return (
    <Paper
      component="figure"
      aria-label={t('certificates.public.preview')}
      elevation={3}
      sx={{
        m: 0,
        p: { xs: 1, sm: 1.5 },
        bgcolor: '#fcfbf7',
        aspectRatio: { md: '297 / 210' },
        display: 'flex',
        // Printed beside its details on a landscape sheet: as tall as its text needs, no shadow.
        '@media print': { aspectRatio: 'auto', boxShadow: 'none', border: 1, borderColor: 'divider' },
      }}
    >
      <Box
        sx={{
          flex: 1,
          border: 4,
          borderColor: 'primary.main',
          outline: 1,
          outlineColor: 'primary.main',
          outlineOffset: -10,
          px: { xs: 2.5, sm: 6 },
          py: { xs: 4, sm: 5 },
          '@media print': { px: 4, py: 3 },
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Stack spacing={{ xs: 1.25, sm: 1.75 }} sx={{ alignItems: 'center', textAlign: 'center', color: '#1f2937' }}>
          {certificate.organization.logoUrl ? (
            <Box component="img" src={certificate.organization.logoUrl} alt="" sx={{ height: 40, maxWidth: '60%' }} />
          ) : null}
          <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{certificate.organization.name}</Typography>
          <Typography component="p" sx={{ fontWeight: 700, typography: { xs: 'h5', sm: 'h4' } }}>
            {t('certificates.public.heading')}
          </Typography>
          <Box aria-hidden sx={{ width: 96, height: 2, bgcolor: 'primary.main' }} />
          <Typography sx={{ color: '#6b7280' }}>{t('certificates.public.certifies')}</Typography>
          {/* The sheet's large lines are display text, not the page's headings (nor paragraphs that look like them). */}
          <Typography component="div" dir="auto" sx={{ fontWeight: 700, typography: { xs: 'h5', sm: 'h4' } }}>
            {certificate.recipientName}
          </Typography>
          <Typography sx={{ color: '#6b7280' }}>{t('certificates.public.completed')}</Typography>
          <Typography component="div" dir="auto" sx={{ fontWeight: 700, color: 'primary.main', typography: 'h6' }}>
            {certificate.courseName}
          </Typography>
          <Typography>{t('certificates.public.issuedOn', { date })}</Typography>
          <WorkspacePremiumIcon aria-hidden sx={{ fontSize: 44, color: 'primary.main' }} />
          <Typography variant="caption" sx={{ color: '#6b7280' }}>
            <Trans
              t={t}
              i18nKey="certificates.public.certificateId"
              values={{ id: certificate.certificateId }}
              components={{ id: <LtrText /> }}
            />
          </Typography>
        </Stack>
      </Box>
    </Paper>
  );
}
