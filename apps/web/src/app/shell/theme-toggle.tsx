import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '../../ui/deferred-tooltip.tsx';
import { useThemeMode } from '../theme-mode.ts';

/** Light or dark; the choice is kept (theme-mode.ts). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'dark' ? t('shell.theme.toLight') : t('shell.theme.toDark');
  return (
    <DeferredTooltip title={label}>
      <IconButton aria-label={label} onClick={toggleMode}>
        {mode === 'dark' ? <LightModeOutlinedIcon /> : <DarkModeOutlinedIcon />}
      </IconButton>
    </DeferredTooltip>
  );
}
