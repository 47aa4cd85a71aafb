import type { CertificateVerification } from '@manara/contract';
import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { LanguageToggle } from '../../../app/shell/language-toggle.tsx';
import { getErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { MessagePage } from '../../../ui/message-page.tsx';
import { useCertificateVerification } from '../certificates.queries.ts';
import { CertificateActions } from '../components/certificate-actions.tsx';
import { CertificatePreview } from '../components/certificate-preview.tsx';

/**
 * `/certificates/:certificateId` (spec 1 §2): the public page of a certificate, without app bar
 * or side menu. Anyone with the link sees the certificate, who issued it to whom and when, and
 * downloads its PDF; an unknown or revoked id shows "not found".
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
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <VerifiedIcon color="success" aria-hidden />
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('certificates.public.verified')}
          </Typography>
        </Stack>
        <LanguageToggle compact />
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
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(certificate.issuedAt));
  const facts: [string, string][] = [
    [t('certificates.public.recipient'), certificate.recipientName],
    [t('certificates.public.course'), certificate.courseName],
    [t('certificates.public.organization'), certificate.organization.name],
    [t('certificates.public.date'), date],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
      <CertificatePreview certificate={certificate} date={date} />
      <Paper variant="outlined" component="section" aria-labelledby="certificate-details-heading" sx={{ p: 3 }}>
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
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5, mb: 2.5, overflowWrap: 'anywhere' }}>
          {t('certificates.public.verification', {
            organization: certificate.organization.name,
            recipient: certificate.recipientName,
            date,
            url: certificate.verificationUrl,
          })}
        </Typography>
        <CertificateActions certificateId={certificate.certificateId} showView={false} />
      </Paper>
    </Box>
  );
}
