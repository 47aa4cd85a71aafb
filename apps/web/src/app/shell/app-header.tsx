import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { OrganizationBrand } from '../../features/organizations/components/organization-brand.tsx';
import { LanguageToggle } from './language-toggle.tsx';

/** The app bar: the organization's brand and, for now, the language toggle. */
export function AppHeader() {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 64, sm: 72 } }}>
          <OrganizationBrand />
          <Box sx={{ flexGrow: 1 }} />
          <LanguageToggle />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
