import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { getErrorText } from '../../../i18n/error-text.ts';
import { formatDate } from '../../../i18n/format-date.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useMyCertificates } from '../certificates.queries.ts';
import { CertificateActions } from '../components/certificate-actions.tsx';

const PAGE_SIZE = 10;

/** `/my-certificates` (spec 1 §2): the signed-in learner's certificates, newest first. */
export function MyCertificatesPage() {
  const { t } = useTranslation('certificates');
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const certificates = useMyCertificates({ skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE });
  const pages = Math.ceil((certificates.data?.total ?? 0) / PAGE_SIZE);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('certificates.mine.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('certificates.mine.intro')}
      </Typography>
      {certificates.isPending ? (
        <Stack spacing={2}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={120} />
          ))}
        </Stack>
      ) : null}
      {certificates.isError ? <Alert severity="error">{getErrorText(t, certificates.error)}</Alert> : null}
      {certificates.data?.total === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <WorkspacePremiumIcon aria-hidden color="disabled" sx={{ fontSize: 48, mb: 1 }} />
          <Typography sx={{ mb: 2 }}>{t('certificates.mine.empty')}</Typography>
          <Button component={RouterLink} to="/lms" variant="contained">
            {t('certificates.mine.browse')}
          </Button>
        </Paper>
      ) : null}
      {certificates.data && certificates.data.total > 0 ? (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {certificates.data.data.map((certificate) => (
            <Paper key={certificate.id} component="li" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', mb: 2 }}>
                <WorkspacePremiumIcon aria-hidden color="primary" sx={{ fontSize: 40, flexShrink: 0 }} />
                <div>
                  <Typography variant="h6" component="h2" dir="auto" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                    {certificate.courseName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('certificates.mine.issuedOn', { date: formatDate(certificate.issuedAt, language) })}
                  </Typography>
                </div>
              </Stack>
              <CertificateActions certificateId={certificate.certificateId} />
            </Paper>
          ))}
        </Stack>
      ) : null}
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, next) => setPage(next)}
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          getItemAriaLabel={(type, item) => {
            if (type === 'page') return t('certificates.mine.page', { page: item });
            if (type === 'first' || type === 'last' || type === 'next' || type === 'previous') {
              return t(`certificates.mine.${type}`);
            }
            return '';
          }}
        />
      ) : null}
    </Container>
  );
}
