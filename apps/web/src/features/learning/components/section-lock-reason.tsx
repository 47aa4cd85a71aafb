import type { CourseSectionItem } from '@manara/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useTermInSentence } from '../../organizations/organizations.queries.ts';

/** Why a section is locked, in a sentence: the date it opens, or the sections to finish first. */
export function useSectionLockText(): (section: CourseSectionItem) => string {
  const { t } = useTranslation('learning');
  const { language } = useLanguage();
  const moduleTerm = useTermInSentence('module');
  const listFormat = new Intl.ListFormat(language, { type: 'conjunction' });
  return (section) => {
    if (section.lockReason === 'unlockDate' && section.unlockStartDate) {
      return t('learning.lock.untilDate', {
        module: moduleTerm,
        date: formatDateTime(section.unlockStartDate, language),
      });
    }
    if (section.lockReason === 'prerequisites') {
      return t('learning.lock.prerequisites', {
        module: moduleTerm,
        sections: listFormat.format(section.prerequisites.map((p) => `“${p.name}”`)),
      });
    }
    return t('learning.lock.generic', { module: moduleTerm });
  };
}
