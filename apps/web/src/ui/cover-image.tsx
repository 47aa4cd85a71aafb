import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';

/**
 * A cover picture filling its box, or a calm placeholder icon in the organization's colour when
 * there is none. `sx` sizes the box (an aspect ratio, a height).
 */
export function CoverImage({
  url,
  placeholder: Placeholder,
  iconSize = 48,
  sx = [],
}: {
  url: string | null | undefined;
  placeholder: SvgIconComponent;
  iconSize?: number;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      sx={[
        (theme) => ({
          bgcolor: alpha(theme.palette.primary.main, 0.08),
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Placeholder aria-hidden color="primary" sx={{ fontSize: iconSize, opacity: 0.6 }} />
      )}
    </Box>
  );
}
