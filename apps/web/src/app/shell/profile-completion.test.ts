import type { RegistrationField, RegistrationForm } from '@manara/contract';
import { describe, expect, it } from 'vitest';
import { missingProfileFields } from './profile-completion.ts';

function field(fieldKey: string, type: RegistrationField['type']['slug'], optional = false): RegistrationField {
  return {
    id: fieldKey.length,
    fieldKey,
    label: `Label of ${fieldKey}`,
    type: { slug: type },
    weight: 1,
    options: [],
    modifiers: optional ? [{ slug: 'optional', priority: 0, acceptsValue: false, value: null }] : [],
  };
}

const form: RegistrationForm = {
  groups: [
    {
      id: 1,
      name: 'Details',
      weight: 1,
      fields: [field('jobTitle', 'text'), field('years', 'number', true), field('newsletter', 'boolean')],
    },
  ],
};
const value = (fieldKey: string, v: string | null) => ({ formField: { fieldKey }, value: v });

describe('missingProfileFields (spec 1 §5 Profile completeness)', () => {
  it('lists the city and the required fields without a value', () => {
    expect(missingProfileFields({ city: null, extraFields: [] }, form)).toEqual([
      { key: 'city', label: null },
      { key: 'jobTitle', label: 'Label of jobTitle' },
    ]);
  });

  it('ignores optional and boolean fields', () => {
    expect(missingProfileFields({ city: 'Riyadh', extraFields: [value('jobTitle', 'Nurse')] }, form)).toEqual([]);
  });

  it('counts an empty value or a blank city as missing', () => {
    expect(missingProfileFields({ city: '  ', extraFields: [value('jobTitle', '')] }, form).map((f) => f.key)).toEqual([
      'city',
      'jobTitle',
    ]);
  });
});
