import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { DeferredTooltip } from '../../ui/deferred-tooltip.tsx';

/** Switches between Arabic and English; it is labelled in the language it switches to. `compact`: an icon button. */
export function LanguageToggle({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { language, toggleLanguage } = useLanguage();
  const otherLanguage = language === 'ar' ? 'en' : 'ar';
  if (compact) {
    return (
      <DeferredTooltip title={t('language.toggle')}>
        <IconButton lang={otherLanguage} aria-label={t('language.toggle')} onClick={() => void toggleLanguage()}>
          <TranslateIcon />
        </IconButton>
      </DeferredTooltip>
    );
  }
  return (
    <Button
      variant="outlined"
      color="primary"
      startIcon={<TranslateIcon />}
      lang={otherLanguage}
      onClick={() => void toggleLanguage()}
      sx={{ flexShrink: 0 }}
    >
      {t('language.toggle')}
    </Button>
  );
}
