import type { SvgIconComponent } from '@mui/icons-material';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { useTheme } from '@mui/material/styles';

/** An icon that points (arrows, chevrons): drawn for left-to-right and mirrored in Arabic. */
export function DirectionalIcon({ icon: Icon, sx, ...props }: SvgIconProps & { icon: SvgIconComponent }) {
  const theme = useTheme();
  return (
    <Icon
      {...props}
      sx={[theme.direction === 'rtl' && { transform: 'scaleX(-1)' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
