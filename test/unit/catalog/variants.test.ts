import { describe, expect, it } from 'vitest';
import {
  type CatalogVariant,
  findVariant,
  initialSelection,
  isOptionValueSoldOut,
  isProductSoldOut,
  selectionStatus,
  type VariantOption,
} from '../../../lib/catalog';

const options: VariantOption[] = [
  { name: 'Size', values: ['S', 'M', 'L'] },
  { name: 'Colour', values: ['Navy', 'Sand'] },
];
const variant = (id: string, size: string, colour: string, buyable = true): CatalogVariant => ({
  id,
  attrs: { Size: size, Colour: colour },
  buyable,
});
// L/Sand does not exist; S/Sand and all of M/Navy is sold out.
const variants = [
  variant('1', 'S', 'Navy'),
  variant('2', 'S', 'Sand', false),
  variant('3', 'M', 'Navy', false),
  variant('4', 'M', 'Sand'),
  variant('5', 'L', 'Navy'),
];

describe('variant matching', () => {
  it('picks the variant matching every option', () => {
    expect(findVariant(options, variants, { Size: 'M', Colour: 'Sand' })?.id).toBe('4');
    expect(selectionStatus(options, variants, { Size: 'L', Colour: 'Navy' })).toEqual({
      status: 'available',
      variant: variants[4],
    });
  });

  it('marks the product not buyable with no stock when no variant matches', () => {
    expect(findVariant(options, variants, { Size: 'L', Colour: 'Sand' })).toBeNull();
    expect(selectionStatus(options, variants, { Size: 'L', Colour: 'Sand' })).toEqual({
      status: 'unavailable',
      variant: null,
    });
  });

  it('reports a matched but disabled variant as sold out', () => {
    expect(selectionStatus(options, variants, { Size: 'M', Colour: 'Navy' })).toEqual({
      status: 'soldOut',
      variant: variants[2],
    });
  });

  it('waits until every option has a value', () => {
    expect(selectionStatus(options, variants, { Size: 'M' })).toEqual({
      status: 'incomplete',
      variant: null,
    });
  });
});

describe('SOLD OUT marks', () => {
  it('marks a value sold out when no buyable variant has it with the other picks', () => {
    expect(isOptionValueSoldOut(variants, { Size: 'M', Colour: 'Navy' }, 'Colour', 'Navy')).toBe(true);
    expect(isOptionValueSoldOut(variants, { Size: 'M', Colour: 'Navy' }, 'Colour', 'Sand')).toBe(false);
    expect(isOptionValueSoldOut(variants, { Size: 'L' }, 'Colour', 'Sand')).toBe(true);
  });

  it('ignores the value being judged when checking the other picks', () => {
    // S exists in Navy, but with Sand picked only the disabled S/Sand would match.
    expect(isOptionValueSoldOut(variants, { Size: 'M', Colour: 'Sand' }, 'Size', 'S')).toBe(true);
    expect(isOptionValueSoldOut(variants, { Size: 'M', Colour: 'Sand' }, 'Size', 'M')).toBe(false);
    expect(isOptionValueSoldOut(variants, {}, 'Size', 'S')).toBe(false);
  });
});

describe('isProductSoldOut (all variants disabled)', () => {
  it('is sold out only when every variant is disabled', () => {
    expect(isProductSoldOut(variants)).toBe(false);
    expect(isProductSoldOut(variants.map((v) => ({ ...v, buyable: false })))).toBe(true);
  });

  it('follows the product flag when there are no variants', () => {
    expect(isProductSoldOut([], true)).toBe(false);
    expect(isProductSoldOut([], false)).toBe(true);
  });
});

describe('initialSelection', () => {
  it('starts from the requested variant, else the first buyable one', () => {
    expect(initialSelection(options, variants, '4')).toEqual({ Size: 'M', Colour: 'Sand' });
    expect(
      initialSelection(
        options,
        variants.filter((v) => v.id === '2' || v.id === '5'),
      ),
    ).toEqual({ Size: 'L', Colour: 'Navy' });
    expect(initialSelection(options, [])).toEqual({ Size: undefined, Colour: undefined });
  });
});
