import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';

/** Switches between Arabic and English; it is labelled in the language it switches to. */
export function LanguageToggle() {
  const { t } = useTranslation();
  const { language, toggleLanguage } = useLanguage();
  return (
    <Button
      variant="outlined"
      color="primary"
      startIcon={<TranslateIcon />}
      lang={language === 'ar' ? 'en' : 'ar'}
      onClick={() => void toggleLanguage()}
      sx={{ flexShrink: 0 }}
    >
      {t('language.toggle')}
    </Button>
  );
}
