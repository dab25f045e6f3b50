// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressFieldFromWire,
  addressFields,
  addressInputFromWire,
  addressQuerySchema,
  addressWireNames,
  countPhoneDigits,
  phoneSchema,
  shippingAddressSchema,
} from '../../../lib/validation/address.ts';
import {
  countriesWithProvinces,
  isoCountryCodes,
  postcodePatterns,
  postcodeRequiredCountries,
} from '../../../lib/validation/countries.ts';
import { isPoBox } from '../../../lib/validation/poBox.ts';
import { firstIssues, issueFor } from './issues.ts';

const usAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  address1: '350 Fifth Avenue',
  address2: 'Floor 34',
  city: 'New York',
  country: 'US',
  province: 'NY',
  postcode: '10118',
  phone: '+1 (212) 736-3100',
};
/** An address in a country without provinces, postcodes or customs codes. */
const hongKongAddress = {
  ...usAddress,
  city: 'Hong Kong',
  country: 'HK',
  province: '',
  postcode: '',
  phone: '',
};

const addressIssues = (patch: Record<string, unknown>) =>
  firstIssues(shippingAddressSchema, { ...usAddress, ...patch });

describe('shippingAddressSchema', () => {
  it('accepts a complete address and fills the optional fields with empty strings', () => {
    const { company, address2, phone, ...required } = usAddress;
    const parsed = shippingAddressSchema.parse(required);
    expect(parsed).toMatchObject({ company: '', address2: '', phone: '', personalCustomsCode: '' });
  });

  it('trims every text field and upper-cases the country', () => {
    const parsed = shippingAddressSchema.parse({
      ...usAddress,
      firstName: '  Ada ',
      city: ' New York ',
      country: 'us',
    });
    expect(parsed.firstName).toBe('Ada');
    expect(parsed.city).toBe('New York');
    expect(parsed.country).toBe('US');
  });

  it.each([
    ['firstName', 'validation.firstName.required'],
    ['lastName', 'validation.lastName.required'],
    ['address1', 'validation.address1.required'],
    ['city', 'validation.city.required'],
    ['country', 'validation.country.required'],
  ])('requires %s', (field, message) => {
    expect(addressIssues({ [field]: '' })[field]).toBe(message);
    expect(addressIssues({ [field]: '   ' })[field]).toBe(message);
    expect(addressIssues({ [field]: undefined })[field]).toBe(message);
  });

  it('leaves company, address2 and phone optional, also when a JSON client sends null', () => {
    expect(addressIssues({ company: '', address2: undefined, phone: '' })).toEqual({});
    expect(
      shippingAddressSchema.parse({ ...usAddress, company: null, address2: null, phone: null }),
    ).toMatchObject({
      company: '',
      address2: '',
      phone: '',
    });
  });

  it('allows address line 1 of 255 characters and rejects 256', () => {
    expect(addressIssues({ address1: `1 ${'a'.repeat(253)}` })).toEqual({});
    expect(addressIssues({ address1: `1 ${'a'.repeat(254)}` }).address1).toBe('validation.address1.tooLong');
  });

  it.each([
    ['firstName', 'validation.firstName.tooLong'],
    ['lastName', 'validation.lastName.tooLong'],
    ['company', 'validation.company.tooLong'],
    ['address2', 'validation.address2.tooLong'],
    ['city', 'validation.city.tooLong'],
  ])('limits %s to 255 characters', (field, message) => {
    expect(addressIssues({ [field]: 'a'.repeat(255) })[field]).toBeUndefined();
    expect(addressIssues({ [field]: 'a'.repeat(256) })[field]).toBe(message);
  });

  it('rejects a P.O. box in either address line', () => {
    expect(addressIssues({ address1: 'P.O. Box 1234' }).address1).toBe('validation.address1.poBox');
    expect(addressIssues({ address2: 'PO Box 7' }).address2).toBe('validation.address2.poBox');
  });

  describe('country', () => {
    it.each(['XX', 'UK', 'USA', 'U', '12'])('rejects %j as not an ISO 3166-1 alpha-2 code', (country) => {
      expect(addressIssues({ country }).country).toBe('validation.country.invalid');
    });

    it('knows all 249 assigned codes, once each', () => {
      expect(isoCountryCodes).toHaveLength(249);
      expect(new Set(isoCountryCodes).size).toBe(249);
      expect(isoCountryCodes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    });

    it('accepts any assigned code in any case', () => {
      fc.assert(
        fc.property(fc.constantFrom(...isoCountryCodes), fc.boolean(), (code, lower) => {
          const country = lower ? code.toLowerCase() : code;
          expect(issueFor(shippingAddressSchema, { ...hongKongAddress, country }, 'country')).toBeUndefined();
        }),
      );
    });
  });

  describe('province', () => {
    it.each(Object.keys(countriesWithProvinces))('is required in %s', (country) => {
      expect(issueFor(shippingAddressSchema, { ...hongKongAddress, country, province: '' }, 'province')).toBe(
        'validation.province.required',
      );
    });

    it('covers the countries the brief names', () => {
      for (const country of ['US', 'CA', 'AU', 'MX', 'BR', 'IN', 'CN', 'JP']) {
        expect(countriesWithProvinces).toHaveProperty(country);
      }
    });

    it.each(['HK', 'GB', 'DE', 'FR', 'SG'])('is optional in %s', (country) => {
      expect(
        issueFor(shippingAddressSchema, { ...hongKongAddress, country, province: '' }, 'province'),
      ).toBeUndefined();
    });
  });
});

describe('postcode', () => {
  const specList =
    'AU AT BE BT BR CA CN DK FI FR GF GE DE GL GP HU IN ID IO IT JP JE KG LI LU MY YT MX NL NZ NO PY PH PL PT RE RU SM SA SG ZA KR ES SJ SE CH UA GB US VA PR FM TH';

  it('is required for exactly the spec §5 country list', () => {
    expect([...postcodeRequiredCountries].sort()).toEqual(specList.split(' ').sort());
  });

  it.each(postcodeRequiredCountries.map((country) => [country]))('is required in %s', (country) => {
    expect(
      issueFor(
        shippingAddressSchema,
        { ...hongKongAddress, country, province: 'X', postcode: '' },
        'postcode',
      ),
    ).toBe('validation.postcode.required');
  });

  it('is optional everywhere else', () => {
    const others = isoCountryCodes.filter(
      (code) => !(postcodeRequiredCountries as readonly string[]).includes(code),
    );
    expect(others.length).toBe(249 - postcodeRequiredCountries.length);
    for (const country of others) {
      expect(
        issueFor(
          shippingAddressSchema,
          { ...hongKongAddress, country, province: 'X', postcode: '' },
          'postcode',
        ),
      ).toBeUndefined();
    }
  });

  /** [country, valid examples, invalid examples] */
  const formats: [string, string[], string[]][] = [
    ['US', ['10118', '10118-0110'], ['1011', '101180', '10118-011', '10118 0110', 'ABCDE']],
    ['CA', ['K1A 0B1', 'k1a0b1', 'M5V 3L9'], ['K1A 0B', 'D1A 0B1', 'W1A 0B1', '12345', 'K1A-0B1']],
    [
      'GB',
      ['SW1A 1AA', 'sw1a1aa', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'EC1A 1BB', 'GIR 0AA'],
      ['SW1A', '12345', 'SW1A 1A', 'S1 1AAA'],
    ],
    ['DE', ['10115', '01067'], ['1011', '101150', 'D-10115']],
    ['FR', ['75001'], ['7500', 'F-75001']],
    ['AU', ['2000', '0800'], ['200', '20000']],
    ['JP', ['100-0001', '1000001'], ['100-001', '1000-001']],
    ['NL', ['1012 AB', '1012AB', '1012ab'], ['0123 AB', '1012', '1012 A']],
    ['BR', ['01310-100', '01310100'], ['01310-10', '0131010']],
    ['IN', ['110001', '110 001'], ['010001', '11001']],
    ['PL', ['00-950', '00950'], ['0-950', '00-95']],
    ['PT', ['1000-001', '1000001'], ['1000-01', '100-001']],
    ['SE', ['114 55', '11455'], ['1145', '114 5']],
    ['ES', ['28001', '52001', '01001'], ['53001', '00001', '2800']],
    ['LU', ['1009', 'L-1009'], ['10091', 'B-1009']],
    ['IO', ['BBND 1ZZ'], ['BBND 1Z']],
    ['JE', ['JE2 3AB'], ['GY1 1AA']],
    ['GF', ['97300'], ['97400']],
    ['RE', ['97400'], ['97300']],
    ['VA', ['00120'], ['00121']],
    ['SM', ['47890'], ['47900']],
    ['PR', ['00901', '00901-1234'], ['10901']],
    ['FM', ['96941'], ['96950']],
    ['CN', ['100000'], ['10000']],
    ['RU', ['101000'], ['1010000']],
    ['SA', ['11564', '11564-2345'], ['1156']],
  ];

  it.each(formats)('checks the %s format', (country, valid, invalid) => {
    const address = { ...hongKongAddress, country, province: 'X' };
    for (const postcode of valid) {
      expect(issueFor(shippingAddressSchema, { ...address, postcode }, 'postcode'), postcode).toBeUndefined();
    }
    for (const postcode of invalid) {
      expect(issueFor(shippingAddressSchema, { ...address, postcode }, 'postcode'), postcode).toBe(
        'validation.postcode.invalid',
      );
    }
  });

  it('only has format patterns for countries on the required list', () => {
    for (const country of Object.keys(postcodePatterns)) {
      expect(postcodeRequiredCountries).toContain(country);
    }
  });

  it('only requires a non-empty value where the format is ambiguous (PY)', () => {
    expect(
      issueFor(shippingAddressSchema, { ...hongKongAddress, country: 'PY', postcode: '1209' }, 'postcode'),
    ).toBeUndefined();
    expect(
      issueFor(shippingAddressSchema, { ...hongKongAddress, country: 'PY', postcode: '001209' }, 'postcode'),
    ).toBeUndefined();
  });

  it('limits any postcode to 20 characters', () => {
    expect(
      issueFor(shippingAddressSchema, { ...hongKongAddress, postcode: 'x'.repeat(21) }, 'postcode'),
    ).toBe('validation.postcode.tooLong');
  });
});

describe('isPoBox', () => {
  it.each([
    'P.O. Box 1234',
    'PO Box 1234',
    'p.o. box 12',
    'P O Box 5',
    'P. O. Box 5',
    'POBox 7',
    'PO-Box 7',
    'P.O.Box 7',
    'Post Office Box 99',
    'post office box 99',
    'Post Box 4',
    'P.O.B. 12',
    'POB 12',
    'pob12',
    'GPO Box 1',
    'Postfach 10 12 34',
    'Postboks 123',
    'Postbus 45',
    'Boîte postale 8',
    'Boite Postale 8',
    'Caixa Postal 1000',
    'Apartado Postal 22',
    'Apartado de Correos 5',
    'Casilla de Correo 9',
    'Unit 4, PO Box 12',
  ])('flags %j', (line) => {
    expect(isPoBox(line)).toBe(true);
  });

  it.each([
    'Box Hill Road',
    '12 Box Hill Road',
    'Polar Boxing Club St',
    'Pobeda Street 5',
    'Pob Lane',
    'Post Road 5',
    'Postal Way 1',
    'Office Park 3',
    'Boxwood Avenue 1',
    'Postfachweg 3',
    'Apo Box Lane',
    'Hippo Box Factory, 1 Main St',
    '350 Fifth Avenue',
    'Poplar Grove',
    'Boxer Street 9',
  ])('leaves %j alone', (line) => {
    expect(isPoBox(line)).toBe(false);
  });
});

describe('phone', () => {
  it.each([
    '',
    '+1 (212) 736-3100',
    '212.736.3100',
    '030/1234567',
    '+49 30 1234567',
    '1'.repeat(30),
    `+${'1 '.repeat(30)}`,
  ])('accepts %j', (phone) => {
    expect(phoneSchema.safeParse(phone).success).toBe(true);
  });

  it.each([
    ['+1 212 ext 5', 'validation.phone.invalidCharacters'],
    ['212#736', 'validation.phone.invalidCharacters'],
    ['212_736', 'validation.phone.invalidCharacters'],
    ['+1\t212', 'validation.phone.invalidCharacters'],
    ['()', 'validation.phone.invalid'],
    ['1'.repeat(31), 'validation.phone.tooManyDigits'],
  ])('rejects %j with %s', (phone, message) => {
    expect(phoneSchema.safeParse(phone).error?.issues[0]?.message).toBe(message);
  });

  it('is optional: undefined parses to an empty string', () => {
    expect(phoneSchema.parse(undefined)).toBe('');
  });

  it('always rejects more than 30 digits, however they are punctuated', () => {
    const separator = fc.constantFrom('', ' ', '-', '.', '/', '(', ')', '+');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), separator), { minLength: 31, maxLength: 60 }),
        (parts) => {
          const phone = parts.map(([digit, sep]) => `${digit}${sep}`).join('');
          expect(countPhoneDigits(phone)).toBeGreaterThan(30);
          expect(phoneSchema.safeParse(phone).success).toBe(false);
        },
      ),
    );
  });

  it('accepts any 1 to 30 digits with the allowed punctuation', () => {
    const separator = fc.constantFrom('', ' ', '-', '.', '/', '(', ')', '+');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), separator), { minLength: 1, maxLength: 30 }),
        (parts) => {
          const phone = parts.map(([digit, sep]) => `${sep}${digit}`).join('');
          expect(phoneSchema.safeParse(phone).success).toBe(true);
        },
      ),
    );
  });
});

describe('Brazil personal customs code', () => {
  const brazil = { ...usAddress, country: 'BR', province: 'SP', postcode: '01310-100' };

  it('is required for BR', () => {
    expect(
      issueFor(shippingAddressSchema, { ...brazil, personalCustomsCode: '' }, 'personalCustomsCode'),
    ).toBe('validation.personalCustomsCode.required');
  });

  it.each(['529.982.247-25', '52998224725', '11.222.333/0001-81', '12.ABC.345/01DE-35'])(
    'accepts the CPF/CNPJ %s',
    (personalCustomsCode) => {
      expect(firstIssues(shippingAddressSchema, { ...brazil, personalCustomsCode })).toEqual({});
    },
  );

  it.each(['529.982.247-24', '111.111.111-11', '1234567890', '11.222.333/0001-82', 'abc'])(
    'rejects %s',
    (personalCustomsCode) => {
      expect(issueFor(shippingAddressSchema, { ...brazil, personalCustomsCode }, 'personalCustomsCode')).toBe(
        'validation.personalCustomsCode.invalid',
      );
    },
  );

  it('is neither required nor checked elsewhere', () => {
    expect(firstIssues(shippingAddressSchema, { ...usAddress, personalCustomsCode: '' })).toEqual({});
    expect(firstIssues(shippingAddressSchema, { ...usAddress, personalCustomsCode: 'anything' })).toEqual({});
  });
});

describe('addressQuerySchema', () => {
  it.each([
    ['', 'validation.addressQuery.tooShort'],
    ['abc', 'validation.addressQuery.tooShort'],
    ['  abc  ', 'validation.addressQuery.tooShort'],
    ['a'.repeat(201), 'validation.addressQuery.tooLong'],
  ])('rejects %j with %s', (query, message) => {
    expect(addressQuerySchema.safeParse(query).error?.issues[0]?.message).toBe(message);
  });

  it.each(['abcd', '350 Fifth', 'a'.repeat(200)])('accepts %j', (query) => {
    expect(addressQuerySchema.safeParse(query).success).toBe(true);
  });
});

describe('the wire ↔ form address mapping (store API and checkout form share it)', () => {
  it('names every form field on the wire and back', () => {
    expect(Object.keys(addressWireNames).sort()).toEqual(Object.keys(addressFields).sort());
    for (const [field, wire] of Object.entries(addressWireNames))
      expect(addressFieldFromWire(wire)).toBe(field);
    expect(addressFieldFromWire('zip')).toBe('postcode');
    expect(addressFieldFromWire('email')).toBeUndefined();
  });

  it('reads a wire address as form input: zip stands in for a missing postcode, other keys drop', () => {
    expect(
      addressInputFromWire({ first_name: 'Ada', personal_customs_code: '1', zip: '62701', price: '0.00' }),
    ).toEqual({
      firstName: 'Ada',
      lastName: undefined,
      company: undefined,
      address1: undefined,
      address2: undefined,
      city: undefined,
      country: undefined,
      province: undefined,
      postcode: '62701',
      phone: undefined,
      personalCustomsCode: '1',
    });
    expect(addressInputFromWire({ postcode: 'A', zip: 'B' }).postcode).toBe('A');
    expect(addressInputFromWire(null).firstName).toBeUndefined();
  });
});
