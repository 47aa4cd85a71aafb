import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCanOpen } from '../../../routing/can-open.ts';
import { DirectionalIcon } from '../../../ui/directional-icon.tsx';
import { useOrganizationName } from '../../organizations/organizations.queries.ts';
import { PortalPage } from '../components/portal-page.tsx';
import { visibleAreas } from '../portal-navigation.ts';

/** The administration mode's home: each area with its pages, a card per page with what it is for. */
export function AdministrationPage() {
  const { t } = useTranslation('portal');
  const organization = useOrganizationName();
  const areas = visibleAreas('administrator', useCanOpen()).filter((area) => area.id !== 'overview');
  return (
    <PortalPage
      title={t('pages.portalAdministration.title')}
      description={t('portal.administration.intro', { organization })}
    >
      <Stack spacing={4}>
        {areas.map((area) => (
          <Box component="section" key={area.id} aria-labelledby={`area-${area.id}`}>
            <Typography id={`area-${area.id}`} variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {t(`portal.areas.${area.id}`)}
            </Typography>
            <Grid container spacing={2}>
              {area.links.map((link) => {
                const Icon = link.icon;
                const cardKey = link.id as 'branding' | 'terminology' | 'configuration' | 'members';
                return (
                  <Grid key={link.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                    <Card variant="outlined" sx={{ height: '100%' }}>
                      <CardActionArea
                        component={RouterLink}
                        to={link.to}
                        sx={{ height: '100%', alignItems: 'stretch' }}
                      >
                        <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
                          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                            <Box
                              sx={{
                                display: 'grid',
                                placeItems: 'center',
                                width: 40,
                                height: 40,
                                borderRadius: 2,
                                bgcolor: 'action.selected',
                                color: 'primary.main',
                              }}
                            >
                              <Icon />
                            </Box>
                            <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', flex: 1 }}>
                              {t(link.titleKey)}
                            </Typography>
                            <DirectionalIcon icon={ArrowForwardIcon} fontSize="small" color="action" />
                          </Stack>
                          <Typography variant="body2" color="text.secondary">
                            {t(`portal.administration.cards.${cardKey}`)}
                          </Typography>
                        </CardContent>
                      </CardActionArea>
                    </Card>
                  </Grid>
                );
              })}
            </Grid>
          </Box>
        ))}
      </Stack>
    </PortalPage>
  );
}
