// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brazilTaxIdValid, cnpjValid, cpfValid } from '../../../lib/validation/brazil.ts';

/** Replaces the character at `index` with another digit. */
function changeDigit(value: string, index: number, delta: number): string {
  return value.slice(0, index) + ((Number(value[index]) + delta) % 10) + value.slice(index + 1);
}

/** All check-digit pairs 00–99 that make `base` valid under `valid`. */
function validCheckDigits(base: string, valid: (value: string) => boolean): string[] {
  const pairs: string[] = [];
  for (let n = 0; n < 100; n++) {
    const pair = String(n).padStart(2, '0');
    if (valid(base + pair)) pairs.push(pair);
  }
  return pairs;
}

describe('cpfValid', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '123.456.789-09', ' 529 982 247 25 '])(
    'accepts the known-good CPF %j',
    (cpf) => {
      expect(cpfValid(cpf)).toBe(true);
    },
  );

  it.each([
    ['529.982.247-24', 'second check digit wrong'],
    ['529.982.247-15', 'first check digit wrong'],
    ['111.444.777-36', 'second check digit wrong'],
    ['111.111.111-11', 'one repeated digit (passes the sum, never issued)'],
    ['000.000.000-00', 'all zeros'],
    ['5299822472', '10 digits'],
    ['529982247250', '12 digits'],
    ['529.982.247-2a', 'a letter'],
    ['', 'empty'],
  ])('rejects %j (%s)', (cpf) => {
    expect(cpfValid(cpf)).toBe(false);
  });

  it('has exactly one valid pair of check digits for any 9-digit base', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{9}$/).filter((base) => !/^(\d)\1{8}$/.test(base)),
        (base) => {
          expect(validCheckDigits(base, cpfValid)).toHaveLength(1);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('fails when either check digit is changed', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{9}$/).filter((base) => !/^(\d)\1{8}$/.test(base)),
        fc.constantFrom(9, 10),
        fc.integer({ min: 1, max: 9 }),
        (base, index, delta) => {
          const cpf = base + validCheckDigits(base, cpfValid)[0];
          expect(cpfValid(changeDigit(cpf, index, delta))).toBe(false);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('cnpjValid', () => {
  it.each([
    '11.222.333/0001-81',
    '11222333000181',
    '11.444.777/0001-61',
    '12.ABC.345/01DE-35',
    '12abc34501de35',
  ])('accepts the known-good CNPJ %j', (cnpj) => {
    expect(cnpjValid(cnpj)).toBe(true);
  });

  it.each([
    ['11.222.333/0001-82', 'second check digit wrong'],
    ['11.222.333/0001-71', 'first check digit wrong'],
    ['12.ABC.345/01DE-36', 'alphanumeric, check digit wrong'],
    ['00.000.000/0000-00', 'all zeros'],
    ['11.222.333/0001-8', '13 characters'],
    ['11.222.333/0001-811', '15 characters'],
    ['11.222.333/0001-8A', 'letter in a check digit'],
    ['11.222.333/0001*81', 'a symbol'],
  ])('rejects %j (%s)', (cnpj) => {
    expect(cnpjValid(cnpj)).toBe(false);
  });

  it('has exactly one valid pair of check digits for any 12-character base', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9A-Z]{12}$/).filter((base) => !/^(.)\1{11}$/.test(base)),
        (base) => {
          expect(validCheckDigits(base, cnpjValid)).toHaveLength(1);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('fails when either check digit is changed', () => {
    // Not every change in the body is caught: remainders 0 and 1 share check digit 0, so mod 11
    // lets a small share of single-digit typos through. The check digits themselves are exact.
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9A-Z]{12}$/).filter((base) => !/^(.)\1{11}$/.test(base)),
        fc.constantFrom(12, 13),
        fc.integer({ min: 1, max: 9 }),
        (base, index, delta) => {
          const cnpj = base + validCheckDigits(base, cnpjValid)[0];
          expect(cnpjValid(changeDigit(cnpj, index, delta))).toBe(false);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('brazilTaxIdValid', () => {
  it('accepts a CPF or a CNPJ and nothing else', () => {
    expect(brazilTaxIdValid('529.982.247-25')).toBe(true);
    expect(brazilTaxIdValid('11.222.333/0001-81')).toBe(true);
    expect(brazilTaxIdValid('529.982.247-2')).toBe(false);
    expect(brazilTaxIdValid('1122233300018')).toBe(false);
  });
});
