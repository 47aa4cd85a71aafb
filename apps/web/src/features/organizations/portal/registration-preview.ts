import {
  type Language,
  type ManagedRegistrationForm,
  type RegistrationForm,
  registrationModifiers,
} from '@manara/contract';

/**
 * The builder's form as a learner reading `language` gets it (`GET registration-form`): names,
 * labels and options in Arabic where the builder gave an Arabic one, else in English, and each
 * modifier with its order, as the server answers them.
 */
export function toLearnerForm(form: ManagedRegistrationForm, language: Language): RegistrationForm {
  const inLanguage = (english: string, arabic: string | null) => (language === 'ar' && arabic?.trim()) || english;
  return {
    groups: form.groups.map((group) => ({
      id: group.id,
      name: inLanguage(group.name, group.nameAr),
      weight: group.weight,
      fields: group.fields.map((field) => ({
        id: field.id,
        fieldKey: field.fieldKey,
        label: inLanguage(field.label, field.labelAr),
        type: { slug: field.type },
        weight: field.weight,
        options: field.options.map((option) => ({
          value: option.value,
          label: inLanguage(option.label, option.labelAr),
        })),
        modifiers: field.modifiers
          .map((modifier) => ({ ...modifier, ...registrationModifiers[modifier.slug] }))
          .sort((a, b) => a.priority - b.priority),
      })),
    })),
  };
}
