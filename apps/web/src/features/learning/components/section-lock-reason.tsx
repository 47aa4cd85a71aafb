import type { CourseSectionItem } from '@manara/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useTerm } from '../../organizations/organizations.queries.ts';

/** Why a section is locked, in a sentence: the date it opens, or the sections to finish first. */
export function useSectionLockText(): (section: CourseSectionItem) => string {
  const { t } = useTranslation('learning');
  const { language } = useLanguage();
  const moduleTerm = useTerm('module').toLocaleLowerCase(language);
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' });
  const listFormat = new Intl.ListFormat(language, { type: 'conjunction' });
  return (section) => {
    if (section.lockReason === 'unlockDate' && section.unlockStartDate) {
      return t('learning.lock.untilDate', {
        module: moduleTerm,
        date: dateFormat.format(new Date(section.unlockStartDate)),
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
