import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../i18n/use-language.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { certificatePageUrl, certificatePdfUrl } from '../certificates.queries.ts';

/** View a certificate's public page, download its PDF in the current language, copy its public link. */
export function CertificateActions({ certificateId, showView = true }: { certificateId: string; showView?: boolean }) {
  const { t } = useTranslation('certificates');
  const { language } = useLanguage();

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(certificatePageUrl(certificateId));
      toast.success(t('certificates.actions.copied'));
    } catch {
      toast.error(t('certificates.actions.copyFailed'));
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {showView ? (
        <Button
          component={RouterLink}
          to={`/certificates/${encodeURIComponent(certificateId)}`}
          variant="contained"
          startIcon={<OpenInNewIcon />}
        >
          {t('certificates.actions.view')}
        </Button>
      ) : null}
      <Button
        component="a"
        href={certificatePdfUrl(certificateId, language)}
        download={`certificate-${certificateId}.pdf`}
        variant="outlined"
        startIcon={<DownloadIcon />}
      >
        {t('certificates.actions.download')}
      </Button>
      <Button onClick={copyLink} variant="text" startIcon={<ContentCopyIcon />}>
        {t('certificates.actions.copyLink')}
      </Button>
    </Stack>
  );
}
