import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type BrandLockupProps = {
  logoUrl: string | null;
  name: string;
  /** Small screens: the logo alone (the link around it still names the organization). */
  hideName?: boolean;
};

/** Logo beside the name. The logo is decorative: the name beside it says the same. */
export function BrandLockup({ logoUrl, name, hideName = false }: BrandLockupProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      {logoUrl ? <Box component="img" src={logoUrl} alt="" sx={{ height: 40, width: 'auto', flexShrink: 0 }} /> : null}
      {hideName ? null : (
        <Typography
          component="span"
          sx={{ fontWeight: 700, fontSize: { xs: '1.05rem', sm: '1.2rem' }, color: 'primary.main' }}
          noWrap
        >
          {name}
        </Typography>
      )}
    </Box>
  );
}
