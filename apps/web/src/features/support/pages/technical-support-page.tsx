import { TerminologySlug } from '@manara/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session.ts';
import { useTermMediaUrl } from '../../organizations/organizations.queries.ts';
import { PageHero } from '../../public-site/components/page-hero.tsx';
import { MySupportTickets } from '../components/my-support-tickets.tsx';
import { SupportTicketForm } from '../components/support-ticket-form.tsx';

/** Technical support: open a ticket (guests too); signed-in users see theirs and how each stands. */
export function TechnicalSupportPage() {
  const { t } = useTranslation();
  const session = useSession();
  const imageUrl = useTermMediaUrl(TerminologySlug.courseHeaderImage);
  return (
    <>
      <PageHero title={t('support.title')} lead={t('support.lead')} imageUrl={imageUrl} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2.5 }}>
              {t('support.formHeading')}
            </Typography>
            <SupportTicketForm />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card variant="outlined" sx={{ borderRadius: 4 }}>
              <CardContent sx={{ p: 3 }}>
                {session ? (
                  <MySupportTickets />
                ) : (
                  <>
                    <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                      {t('support.guest.heading')}
                    </Typography>
                    <Typography color="text.secondary">{t('support.guest.text')}</Typography>
                  </>
                )}
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
