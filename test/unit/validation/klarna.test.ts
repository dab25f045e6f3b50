// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  klarnaAddressIssues,
  klarnaAddressTextValid,
  klarnaNameValid,
  klarnaShippingAddressSchema,
} from '../../../lib/validation/klarna.ts';
import { firstIssues } from './issues.ts';

const germanAddress = {
  firstName: 'Jürgen',
  lastName: 'Groß',
  company: '',
  address1: 'Straße des 17. Juni 135',
  address2: '',
  city: 'Berlin',
  country: 'DE',
  province: '',
  postcode: '10623',
  phone: '',
};

describe('klarnaNameValid', () => {
  it.each(['Jo', 'Ada', "O'Brien", 'Åsa', '李雷', 'Louis XIV', 'R2D2'])('accepts %j', (name) => {
    expect(klarnaNameValid(name)).toBe(true);
  });

  it.each(['J', '1', '12', '123 456', ' A '])('rejects %j (one character or only numbers)', (name) => {
    expect(klarnaNameValid(name)).toBe(false);
  });
});

describe('klarnaAddressTextValid', () => {
  it.each([
    'Straße des 17. Juni 135',
    "12 O'Connell St, Apt #4",
    'Rue de l’Église 3/5',
    '北京市朝阳区',
    'Calle 5 (Interior)',
    '',
  ])('accepts %j', (text) => {
    expect(klarnaAddressTextValid(text)).toBe(true);
  });

  it.each(['Main St 😀', 'Main St <b>', 'Main St @ 5', 'Main St $5', 'Main St\n5', 'Main_St'])(
    'rejects %j',
    (text) => {
      expect(klarnaAddressTextValid(text)).toBe(false);
    },
  );
});

describe('klarnaShippingAddressSchema', () => {
  it('accepts an ordinary address', () => {
    expect(firstIssues(klarnaShippingAddressSchema, germanAddress)).toEqual({});
  });

  it.each([
    ['firstName', '12345', 'validation.firstName.notOnlyNumbers'],
    ['firstName', 'J', 'validation.firstName.tooShort'],
    ['lastName', '99', 'validation.lastName.notOnlyNumbers'],
    ['lastName', 'G', 'validation.lastName.tooShort'],
    ['address1', 'Hauptstraße 1 ★', 'validation.address1.unsupportedCharacters'],
    ['address2', 'Hinterhaus {2}', 'validation.address2.unsupportedCharacters'],
    ['city', 'Berlin!', 'validation.city.unsupportedCharacters'],
  ])('reports %s %j as %s', (field, value, message) => {
    expect(firstIssues(klarnaShippingAddressSchema, { ...germanAddress, [field]: value })[field]).toBe(
      message,
    );
  });

  it('still applies the ordinary address rules', () => {
    expect(
      firstIssues(klarnaShippingAddressSchema, { ...germanAddress, firstName: '', postcode: '1062' }),
    ).toEqual({
      firstName: 'validation.firstName.required',
      postcode: 'validation.postcode.invalid',
    });
  });
});

describe('klarnaAddressIssues: numeric postal codes', () => {
  const issuesFor = (country: string, postcode: string) =>
    klarnaAddressIssues({ ...germanAddress, country, postcode }).filter(
      (issue) => issue.field === 'postcode',
    );

  it.each([
    ['SE', '114 55'],
    ['AT', '1010'],
    ['CH', '8001'],
    ['DE', '10623'],
  ])('accepts the digits-only %s postcode %j', (country, postcode) => {
    expect(issuesFor(country, postcode)).toEqual([]);
  });

  it.each([
    ['DE', 'D-10623'],
    ['AT', 'A1010'],
    ['FR', '75OO1'],
  ])('rejects the %s postcode %j as not numeric', (country, postcode) => {
    expect(issuesFor(country, postcode)).toEqual([
      { field: 'postcode', message: 'validation.postcode.numeric' },
    ]);
  });

  it.each([
    ['GB', 'SW1A 1AA'],
    ['NL', '1012 AB'],
    ['CA', 'K1A 0B1'],
  ])('leaves the alphanumeric %s postcode %j alone', (country, postcode) => {
    expect(issuesFor(country, postcode)).toEqual([]);
  });
});
