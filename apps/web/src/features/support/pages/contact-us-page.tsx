import { ConfigKey, TerminologySlug } from '@manara/contract';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useOrganizationDashboard, useTermMediaUrl } from '../../organizations/organizations.queries.ts';
import { ContactForm } from '../components/contact-form.tsx';
import { FormPageLayout } from '../components/form-page-layout.tsx';

function InfoRow({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5}>
      <Stack aria-hidden sx={{ color: 'primary.main', pt: 0.25 }}>
        {icon}
      </Stack>
      <div>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography component="div" color="text.secondary">
          {children}
        </Typography>
      </div>
    </Stack>
  );
}

/** Contact us: the form, and the organization's address and answer time beside it. */
export function ContactUsPage() {
  const { t } = useTranslation('support');
  const imageUrl = useTermMediaUrl(TerminologySlug.authImage);
  const email = useOrganizationDashboard().data?.configuration.find((c) => c.key === ConfigKey.contactEmail)?.value;
  return (
    <FormPageLayout
      title={t('contact.title')}
      lead={t('contact.lead')}
      imageUrl={imageUrl}
      formHeading={t('contact.formHeading')}
      form={<ContactForm />}
      aside={
        <>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            {t('contact.otherWays')}
          </Typography>
          <Stack spacing={2.5}>
            {typeof email === 'string' && email ? (
              <InfoRow icon={<AlternateEmailIcon />} title={t('contact.emailUs')}>
                <Link href={`mailto:${email}`} dir="ltr">
                  {email}
                </Link>
              </InfoRow>
            ) : null}
            <InfoRow icon={<ScheduleIcon />} title={t('contact.answerTimeTitle')}>
              {t('contact.answerTime')}
            </InfoRow>
            <InfoRow icon={<SupportAgentIcon />} title={t('contact.supportTitle')}>
              {t('contact.supportText')}{' '}
              <Link component={RouterLink} to="/landing-page/technical-support">
                {t('contact.supportLink')}
              </Link>
            </InfoRow>
          </Stack>
        </>
      }
    />
  );
}
