import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  useOrganizationDashboard,
  useOrganizationName,
  useTermMediaUrl,
} from '../../organizations/organizations.queries.ts';

type AuthLayoutProps = {
  heading: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
};

/** The frame of the sign-in pages: the organization's logo and auth image beside a form card. */
export function AuthLayout({ heading, intro, children, footer }: AuthLayoutProps) {
  const { data: organization } = useOrganizationDashboard();
  const name = useOrganizationName();
  const image = useTermMediaUrl('auth_image');
  const logo = useTermMediaUrl('login_organization_logo') ?? organization?.logo?.url ?? null;
  return (
    <Box sx={{ flex: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, minHeight: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
          <Stack spacing={2.5}>
            {logo ? <Box component="img" src={logo} alt={name} sx={{ height: 48, alignSelf: 'flex-start' }} /> : null}
            <div>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                {heading}
              </Typography>
              {intro ? (
                <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                  {intro}
                </Typography>
              ) : null}
            </div>
            {children}
            {footer ? <Box sx={{ pt: 1 }}>{footer}</Box> : null}
          </Stack>
        </Paper>
      </Box>
      {image ? (
        <Box
          aria-hidden
          sx={{
            display: { xs: 'none', md: 'block' },
            bgcolor: 'primary.main',
            backgroundImage: `url(${image})`,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }}
        />
      ) : null}
    </Box>
  );
}
