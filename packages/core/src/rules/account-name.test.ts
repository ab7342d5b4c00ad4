import { describe, expect, it } from 'vitest';
import { needsName } from './account-name.ts';

const member = (fields: Partial<Parameters<typeof needsName>[0]>) => ({
  name: '',
  email: 'hana.suzuki@example.test',
  first_name: null,
  last_name: null,
  ...fields,
});

describe('needsName (when the name-capture modal asks)', () => {
  it('does not ask a member who gave a name at sign-up, without first and last name', () => {
    expect(needsName(member({ name: 'Hana Suzuki' }))).toBe(false);
    expect(needsName(member({ name: '鈴木 花' }))).toBe(false);
  });

  it('does not ask a member with a first or a last name', () => {
    expect(needsName(member({ first_name: 'Hana', last_name: 'Suzuki' }))).toBe(false);
    expect(needsName(member({ name: 'hana.suzuki', last_name: 'Suzuki' }))).toBe(false);
    expect(needsName(member({ first_name: 'Hana' }))).toBe(false);
  });

  it('asks when no name is stored at all', () => {
    expect(needsName(member({ name: '' }))).toBe(true);
    expect(needsName(member({ name: '   ', first_name: ' ', last_name: '' }))).toBe(true);
  });

  it("asks after a social sign-in without a name: the e-mail's local part stands in for it", () => {
    expect(needsName(member({ name: 'hana.suzuki' }))).toBe(true);
    expect(needsName(member({ name: 'Hana.Suzuki', email: 'Hana.Suzuki@Example.test' }))).toBe(true);
    expect(needsName(member({ name: 'hana', email: 'hana.suzuki@example.test' }))).toBe(false);
  });
});
