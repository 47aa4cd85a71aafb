import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useOrganizationDashboard, useOrganizationName } from '../../features/organizations/organizations.queries.ts';
import { useLanguage } from '../../i18n/use-language.ts';

export function AppFooter() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data } = useOrganizationDashboard();
  const name = useOrganizationName();
  const year = new Intl.NumberFormat(language, { useGrouping: false }).format(new Date().getFullYear());

  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 3 }}>
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', color: 'text.secondary' }}
      >
        {data?.icon ? <Box component="img" src={data.icon.url} alt="" sx={{ width: 28, height: 28 }} /> : null}
        <Typography variant="body2">
          {t('shell.copyright', { year, name })}{' '}
          {/* The organization writes this message in one language; `dir="auto"` keeps it readable in either. */}
          <Box component="span" dir="auto">
            {data?.copyrightMessage}
          </Box>
        </Typography>
      </Container>
    </Box>
  );
}
