import type { CertificateVerification } from '@manara/contract';
import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { LanguageToggle } from '../../../app/shell/language-toggle.tsx';
import { getErrorText } from '../../../i18n/error-text.ts';
import { formatDate } from '../../../i18n/format-date.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { LtrText } from '../../../ui/ltr-text.tsx';
import { MessagePage } from '../../../ui/message-page.tsx';
import { useCertificateVerification } from '../certificates.queries.ts';
import { CertificateActions } from '../components/certificate-actions.tsx';
import { CertificatePreview } from '../components/certificate-preview.tsx';

/**
 * Printing the page gives the certificate and its details on one A4 landscape sheet: no buttons,
 * no page margins of the screen layout, dark text on white whatever the screen's theme.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4 landscape', margin: '10mm' },
      '@media print': { body: { backgroundColor: '#fff !important' } },
    }}
  />
);

/**
 * `/certificates/:certificateId` (spec 1 §2): the public page of a certificate, a bare
 * verification page: no app bar or side menu, nor the organization's banner, footer or cookies
 * bar (route meta `hasSiteChrome`). Anyone with the link sees the certificate, who issued it to
 * whom and when, and downloads its PDF; an unknown or revoked id shows "not found".
 */
export function CertificatePage() {
  const { t } = useTranslation('certificates');
  const { certificateId = '' } = useParams();
  const certificate = useCertificateVerification(certificateId);

  if (certificate.isError && certificate.error instanceof ApiError && [400, 404].includes(certificate.error.status)) {
    return (
      <MessagePage
        icon={<VerifiedIcon fontSize="inherit" />}
        title={t('certificates.public.notFoundTitle')}
        description={t('certificates.public.notFoundBody')}
        action={
          <Button component={RouterLink} to="/" variant="contained">
            {t('certificates.public.home')}
          </Button>
        }
      />
    );
  }

  return (
    <Container
      maxWidth="lg"
      sx={{ py: { xs: 3, md: 5 }, '@media print': { py: 0, maxWidth: 'none', color: '#1f2937' } }}
    >
      {printStyles}
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3, '@media print': { mb: 2 } }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <VerifiedIcon color="success" aria-hidden />
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('certificates.public.verified')}
          </Typography>
        </Stack>
        <Box sx={{ displayPrint: 'none' }}>
          <LanguageToggle compact />
        </Box>
      </Stack>
      {certificate.isError ? <Alert severity="error">{getErrorText(t, certificate.error)}</Alert> : null}
      {certificate.isPending ? <Skeleton variant="rounded" sx={{ height: { xs: 480, md: 560 } }} /> : null}
      {certificate.data ? <CertificateDetails certificate={certificate.data} /> : null}
    </Container>
  );
}

function CertificateDetails({ certificate }: { certificate: CertificateVerification }) {
  const { t } = useTranslation('certificates');
  const { language } = useLanguage();
  const date = formatDate(certificate.issuedAt, language);
  const facts: [string, string][] = [
    [t('certificates.public.recipient'), certificate.recipientName],
    [t('certificates.public.course'), certificate.courseName],
    [t('certificates.public.organization'), certificate.organization.name],
    [t('certificates.public.date'), date],
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        // The sheet is landscape whatever the screen was: the certificate beside its details.
        '@media print': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: 2 },
      }}
    >
      <CertificatePreview certificate={certificate} date={date} />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="certificate-details-heading"
        sx={{
          p: 3,
          '@media print': { p: 2, bgcolor: 'transparent', color: '#1f2937', '& *': { color: 'inherit !important' } },
        }}
      >
        <Typography id="certificate-details-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {t('certificates.public.details')}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" dir="auto" sx={{ m: 0, fontWeight: 600 }}>
                {value}
              </Typography>
            </div>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5, mb: 2.5 }}>
          <Trans
            t={t}
            i18nKey="certificates.public.verification"
            values={{
              organization: certificate.organization.name,
              recipient: certificate.recipientName,
              date,
              url: certificate.verificationUrl,
            }}
            components={{ url: <LtrText /> }}
          />
        </Typography>
        <Box sx={{ displayPrint: 'none' }}>
          <CertificateActions certificateId={certificate.certificateId} showView={false} />
        </Box>
      </Paper>
    </Box>
  );
}
