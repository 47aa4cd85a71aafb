import type { TerminologyEntry } from '@manara/contract';
import { describe, expect, it } from 'vitest';
import { getTermMediaUrl, getTermText, termInSentence } from './terminology.ts';

function entry(overrides: Partial<TerminologyEntry> = {}): TerminologyEntry {
  return {
    slug: 'student',
    defaultValue: {
      isRequired: true,
      media: null,
      singular: { en: 'Student', ar: 'طالب' },
      plural: { en: 'Students', ar: 'طلاب' },
    },
    organizationTerms: [],
    ...overrides,
  };
}

describe('getTermText', () => {
  it("answers the organization's term in the language", () => {
    const own = entry({
      organizationTerms: [
        { language: 'ar', medium: null, value: { singular: 'متدرّب', plural: 'متدرّبون' } },
        { language: 'en', medium: null, value: { singular: 'Learner', plural: 'Learners' } },
      ],
    });
    expect(getTermText(own, 'en', 'plural')).toBe('Learners');
    expect(getTermText(own, 'ar', 'singular')).toBe('متدرّب');
  });

  it('falls back to the default value of the language', () => {
    const onlyArabic = entry({
      organizationTerms: [{ language: 'ar', medium: null, value: { singular: 'متدرّب', plural: null } }],
    });
    expect(getTermText(onlyArabic, 'en', 'plural')).toBe('Students');
    expect(getTermText(entry(), 'ar', 'plural')).toBe('طلاب');
  });

  it('uses the singular when no plural was written', () => {
    const noPlural = entry({
      organizationTerms: [{ language: 'en', medium: null, value: { singular: 'Learner', plural: null } }],
    });
    expect(getTermText(noPlural, 'en', 'plural')).toBe('Learner');
  });

  it('answers an empty text for an unknown term', () => {
    expect(getTermText(undefined, 'en', 'singular')).toBe('');
  });
});

describe('getTermMediaUrl', () => {
  it("prefers the organization's image, then the default one", () => {
    const withDefault = entry({ defaultValue: { ...entry().defaultValue, media: { url: '/brand/auth.svg' } } });
    expect(getTermMediaUrl(withDefault, 'en')).toBe('/brand/auth.svg');
    const own = entry({
      ...withDefault,
      organizationTerms: [
        { language: 'en', medium: { id: 9, url: '/media/9.png' }, value: { singular: null, plural: null } },
      ],
    });
    expect(getTermMediaUrl(own, 'en')).toBe('/media/9.png');
    expect(getTermMediaUrl(own, 'ar')).toBe('/brand/auth.svg');
  });
});

describe('termInSentence', () => {
  it('lower-cases a capitalised English term, word by word', () => {
    expect(termInSentence('Course', 'en')).toBe('course');
    expect(termInSentence('Learning Path', 'en')).toBe('learning path');
  });

  it('keeps acronyms, brands and words already in lower case', () => {
    expect(termInSentence('MBA Programme', 'en')).toBe('MBA programme');
    expect(termInSentence('iPad lesson', 'en')).toBe('iPad lesson');
  });

  it('leaves Arabic as it is', () => {
    expect(termInSentence('دورة', 'ar')).toBe('دورة');
  });
});
