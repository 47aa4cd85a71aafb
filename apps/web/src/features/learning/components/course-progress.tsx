import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';

/** A count in the user's language's digits. */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value);
}

/** A progress bar with its percentage in the user's language (0…1 in). */
export function CourseProgress({ value, label, dense = false }: { value: number; label: string; dense?: boolean }) {
  const { t } = useTranslation('learning');
  const { language } = useLanguage();
  const percent = formatPercent(value, language);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <LinearProgress
        variant="determinate"
        value={Math.round(value * 100)}
        aria-label={label}
        aria-valuetext={t('learning.progress.valueText', { value: percent })}
        sx={{ flex: 1, height: dense ? 6 : 8, borderRadius: 4 }}
      />
      <Typography
        variant={dense ? 'caption' : 'body2'}
        sx={{ fontWeight: 600, minWidth: '3.5em', textAlign: 'end' }}
        aria-hidden
      >
        {percent}
      </Typography>
    </Box>
  );
}
