import { extraFieldsSchema, type ManagedRegistrationForm } from '@manara/contract';
import { describe, expect, it } from 'vitest';
import { toLearnerForm } from './registration-preview.ts';

const builder: ManagedRegistrationForm = {
  groups: [
    {
      id: 1,
      name: 'Work',
      nameAr: 'العمل',
      weight: 0,
      fields: [
        {
          id: 10,
          groupId: 1,
          fieldKey: 'sector',
          label: 'Sector',
          labelAr: null,
          type: 'select',
          weight: 0,
          options: [
            { value: 'gov', label: 'Government', labelAr: 'حكومي' },
            { value: 'ngo', label: 'Non-profit', labelAr: '' },
          ],
          modifiers: [],
        },
        {
          id: 11,
          groupId: 1,
          fieldKey: 'licence',
          label: 'Licence',
          labelAr: 'الترخيص',
          type: 'text',
          weight: 1,
          options: [],
          modifiers: [
            { slug: 'max_length', value: '5' },
            { slug: 'optional', value: null },
          ],
        },
      ],
    },
  ],
};

describe('the builder’s form as the learner gets it', () => {
  it('reads Arabic where the builder gave it, English otherwise', () => {
    const [group] = toLearnerForm(builder, 'ar').groups;
    expect(group?.name).toBe('العمل');
    expect(group?.fields.map((f) => f.label)).toEqual(['Sector', 'الترخيص']);
    expect(group?.fields[0]?.options.map((o) => o.label)).toEqual(['حكومي', 'Non-profit']);
    expect(toLearnerForm(builder, 'en').groups[0]?.fields[0]?.options[0]?.label).toBe('Government');
  });

  it('gives the modifiers their order, so the learner’s validation applies as on sign-up', () => {
    const form = toLearnerForm(builder, 'en');
    expect(form.groups[0]?.fields[1]?.modifiers.map((m) => [m.slug, m.priority, m.acceptsValue])).toEqual([
      ['optional', 0, false],
      ['max_length', 2, true],
    ]);
    const schema = extraFieldsSchema(form);
    expect(schema.safeParse({ sector: 'gov' }).success).toBe(true);
    expect(schema.safeParse({ sector: 'gov', licence: 'too long' }).success).toBe(false);
    expect(schema.safeParse({}).success).toBe(false);
  });
});
