/**
 * Brazilian tax ids (CPF 11 digits, CNPJ 14 digits), with their real check digits.
 *
 * Both use mod-11 check digits. Since July 2026 the Receita Federal also issues alphanumeric
 * CNPJs (IN RFB 2.229/2024): the first 12 characters may be A–Z, each valued as its char code
 * minus 48, and the two check digits stay numeric — the same algorithm, so a digits-only CNPJ is
 * the special case. Punctuation ("529.982.247-25", "11.222.333/0001-81") is ignored.
 */

function normalize(value: string): string {
  return value.replace(/[\s./-]/g, '').toUpperCase();
}

/** A run of one repeated character passes the checksum but is never issued. */
function isRepeated(value: string): boolean {
  return /^(.)\1*$/.test(value);
}

function cpfCheckDigit(digits: string): number {
  const weightStart = digits.length + 1;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (weightStart - i);
  const remainder = (sum * 10) % 11;
  return remainder === 10 ? 0 : remainder;
}

/** True for a well-formed CPF (individual taxpayer id, 11 digits). */
export function cpfValid(value: string): boolean {
  const cpf = normalize(value);
  if (!/^\d{11}$/.test(cpf) || isRepeated(cpf)) return false;
  const first = cpfCheckDigit(cpf.slice(0, 9));
  const second = cpfCheckDigit(cpf.slice(0, 10));
  return first === Number(cpf[9]) && second === Number(cpf[10]);
}

const cnpjWeights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function cnpjCheckDigit(characters: string): number {
  // The weights run 2..9 from the right; the first check digit uses the last 12 of them.
  const weights = cnpjWeights.slice(cnpjWeights.length - characters.length);
  let sum = 0;
  for (let i = 0; i < characters.length; i++) {
    sum += (characters.charCodeAt(i) - 48) * weights[i]!;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** True for a well-formed CNPJ (company id, 14 characters: 12 alphanumeric + 2 check digits). */
export function cnpjValid(value: string): boolean {
  const cnpj = normalize(value);
  if (!/^[\dA-Z]{12}\d{2}$/.test(cnpj) || isRepeated(cnpj)) return false;
  const first = cnpjCheckDigit(cnpj.slice(0, 12));
  const second = cnpjCheckDigit(cnpj.slice(0, 13));
  return first === Number(cnpj[12]) && second === Number(cnpj[13]);
}

/** The personal customs code Brazil requires at checkout: a valid CPF or CNPJ. */
export function brazilTaxIdValid(value: string): boolean {
  return cpfValid(value) || cnpjValid(value);
}
