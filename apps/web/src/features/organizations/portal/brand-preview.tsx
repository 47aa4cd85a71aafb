import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { createTheme, type Theme, ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BrandLockup } from '../../../ui/brand-lockup.tsx';

const HEX = /^#[0-9a-fA-F]{6}$/;

type BrandPreviewProps = {
  name: string;
  logoUrl: string | null;
  primary: string;
  secondary: string;
  fontName: string | null;
};

/** The app's theme with the colours and font being chosen (an invalid code keeps the current colour). */
function previewTheme(outer: Theme, { primary, secondary, fontName }: BrandPreviewProps): Theme {
  const fontFamily = fontName
    ? `"${fontName.replaceAll('"', '')}", ${outer.typography.fontFamily}`
    : outer.typography.fontFamily;
  return createTheme({
    direction: outer.direction,
    shape: outer.shape,
    palette: {
      mode: outer.palette.mode,
      contrastThreshold: 4.5,
      primary: { main: HEX.test(primary) ? primary : outer.palette.primary.main },
      secondary: { main: HEX.test(secondary) ? secondary : outer.palette.secondary.main },
      background: outer.palette.background,
    },
    typography: { fontFamily, button: { textTransform: 'none', fontWeight: 600 } },
    components: { MuiButton: { defaultProps: { disableElevation: true } } },
  });
}

/**
 * A live preview of the learner app with the choices being made: its header with logo and name,
 * a welcome with a button, a link and a badge. It only shows: nothing in it can be focused or
 * pressed, and screen readers hear its caption.
 */
export function BrandPreview(props: BrandPreviewProps) {
  const { t } = useTranslation('organizations');
  return (
    <Box component="figure" sx={{ m: 0, position: { lg: 'sticky' }, top: { lg: 88 } }}>
      <Typography component="figcaption" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('organizations.branding.preview')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('organizations.branding.previewHint')}
      </Typography>
      <ThemeProvider theme={(outer: Theme) => previewTheme(outer, props)}>
        <Paper variant="outlined" aria-hidden="true" sx={{ overflow: 'hidden', fontFamily: 'inherit' }}>
          <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
            <BrandLockup logoUrl={props.logoUrl} name={props.name} />
          </Box>
          <Stack spacing={2} sx={{ p: 3, bgcolor: 'background.default' }}>
            <Chip
              label={t('organizations.branding.previewBadge')}
              color="secondary"
              size="small"
              sx={{ alignSelf: 'flex-start' }}
            />
            <Typography variant="h5" component="p" sx={{ fontWeight: 700, fontFamily: 'inherit' }}>
              {t('organizations.branding.previewTitle', { name: props.name })}
            </Typography>
            <Typography color="text.secondary">{t('organizations.branding.previewBody')}</Typography>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Button component="span" variant="contained" tabIndex={-1}>
                {t('organizations.branding.previewButton')}
              </Button>
              <Typography component="span" color="primary" sx={{ fontWeight: 600, textDecoration: 'underline' }}>
                {t('organizations.branding.previewLink')}
              </Typography>
            </Stack>
          </Stack>
        </Paper>
      </ThemeProvider>
    </Box>
  );
}
