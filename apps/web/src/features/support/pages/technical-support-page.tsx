import { TerminologySlug } from '@manara/contract';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session.ts';
import { useTermMediaUrl } from '../../organizations/organizations.queries.ts';
import { FormPageLayout } from '../components/form-page-layout.tsx';
import { MySupportTickets } from '../components/my-support-tickets.tsx';
import { SupportTicketForm } from '../components/support-ticket-form.tsx';

/** Technical support: open a ticket (guests too); signed-in users see theirs and how each stands. */
export function TechnicalSupportPage() {
  const { t } = useTranslation('support');
  const session = useSession();
  const imageUrl = useTermMediaUrl(TerminologySlug.courseHeaderImage);
  return (
    <FormPageLayout
      title={t('support.title')}
      lead={t('support.lead')}
      imageUrl={imageUrl}
      formHeading={t('support.formHeading')}
      form={<SupportTicketForm />}
      aside={
        session ? (
          <MySupportTickets />
        ) : (
          <>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {t('support.guest.heading')}
            </Typography>
            <Typography color="text.secondary">{t('support.guest.text')}</Typography>
          </>
        )
      }
    />
  );
}
