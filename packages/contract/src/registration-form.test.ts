import { describe, expect, it } from 'vitest';
import { extraFieldsSchema } from './registration-form.ts';
import type { RegistrationField, RegistrationFieldType, RegistrationForm } from './users.ts';

let nextId = 1;
function field(type: RegistrationFieldType, modifiers: RegistrationField['modifiers'] = []): RegistrationField {
  const id = nextId++;
  return {
    id,
    fieldKey: `${type}${id}`,
    label: type,
    type: { slug: type },
    weight: id,
    options: type === 'select' ? [{ value: 'a', label: 'A' }] : [],
    modifiers,
  };
}

const optional = { slug: 'optional', priority: 0, acceptsValue: false, value: null } as const;
const types: RegistrationFieldType[] = ['text', 'textarea', 'email', 'phone', 'number', 'date', 'select'];

function formOf(fields: RegistrationField[]): RegistrationForm {
  return { groups: [{ id: 1, name: 'Details', weight: 1, fields }] };
}

/** The message of each failing field, by key. */
function messages(form: RegistrationForm, values: Record<string, unknown>): Record<string, string> {
  const result = extraFieldsSchema(form).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the registration form schema (issue 12: "This field is required", not "not valid")', () => {
  const required = types.map((type) => field(type));
  const form = formOf(required);
  const allRequired = Object.fromEntries(required.map((f) => [f.fieldKey, 'form.required']));

  it('calls a required field left out, empty, blank or null "required", whatever its type', () => {
    expect(messages(form, {})).toEqual(allRequired);
    for (const empty of ['', '   ', null]) {
      expect(messages(form, Object.fromEntries(required.map((f) => [f.fieldKey, empty])))).toEqual(allRequired);
    }
  });

  it('still checks a value that is there by its type', () => {
    const text = required.find((f) => f.type.slug === 'email') as RegistrationField;
    const select = required.find((f) => f.type.slug === 'select') as RegistrationField;
    const number = required.find((f) => f.type.slug === 'number') as RegistrationField;
    const result = messages(form, { [text.fieldKey]: 'nope', [select.fieldKey]: 'b', [number.fieldKey]: 'x' });
    expect(result[text.fieldKey]).toBe('form.email');
    expect(result[select.fieldKey]).toBe('form.option');
    expect(result[number.fieldKey]).toBe('form.number');
  });

  it('lets an optional field be empty or blank', () => {
    const fields = types.map((type) => field(type, [optional]));
    expect(messages(formOf(fields), Object.fromEntries(fields.map((f) => [f.fieldKey, ' '])))).toEqual({});
    expect(messages(formOf(fields), {})).toEqual({});
  });
});
