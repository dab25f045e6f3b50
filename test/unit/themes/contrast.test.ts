import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, relativeLuminance, wcag } from '../../../themes/contrast';
import { textPairs } from '../../../themes/contrastPairs';
import { themeNames, themeTokens } from '../../../themes/index';

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1f4fe0', '#1f4fe0')).toBeCloseTo(1, 5);
  });

  it('matches published WCAG figures for mid greys', () => {
    // #767676 is the lightest grey that passes AA on white; #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#595959', '#ffffff')).toBeCloseTo(7.0, 1);
  });

  it('is symmetric in its arguments', () => {
    expect(contrastRatio('#ad4628', '#fbf3e6')).toBeCloseTo(contrastRatio('#fbf3e6', '#ad4628'), 10);
  });

  it('reads rgb() and composites translucent foregrounds over the background', () => {
    expect(contrastRatio('rgb(0, 0, 0)', 'rgb(255,255,255)')).toBeCloseTo(21, 5);
    expect(contrastRatio('rgba(0, 0, 0, 0)', '#ffffff')).toBeCloseTo(1, 5);
  });

  it('rejects colour syntaxes the maths cannot check', () => {
    expect(() => parseColor('tomato')).toThrow(/Unsupported colour "tomato"/);
    expect(relativeLuminance(parseColor('#ffffff'))).toBeCloseTo(1, 5);
  });
});

describe.each(themeNames)('the %s theme', (name) => {
  const { foreground, background, border } = themeTokens[name].color;

  it.each(textPairs)('keeps $text text on $on background at WCAG AA or better', ({ text, on, min }) => {
    const ratio = contrastRatio(foreground[text], background[on]);
    expect(
      ratio,
      `${name}: ${text} ${foreground[text]} on ${on} ${background[on]} is ${ratio.toFixed(2)}:1`,
    ).toBeGreaterThanOrEqual(min);
  });

  // WCAG 1.4.11: focus rings, field outlines and rating stars must stand out 3:1 from what surrounds them.
  it.each(['body', 'surface'] as const)(
    'shows the focus ring, field borders and stars 3:1 against %s',
    (on) => {
      expect(contrastRatio(border.focus, background[on])).toBeGreaterThanOrEqual(wcag.nonText);
      expect(contrastRatio(border.field, background[on])).toBeGreaterThanOrEqual(wcag.nonText);
      expect(contrastRatio(foreground.rating, background[on])).toBeGreaterThanOrEqual(wcag.nonText);
    },
  );

  // A White swatch on a white card is only seen by its edge: the edge must stand out 3:1 from the
  // card (surface) and the product page (body).
  it.each(['body', 'surface'] as const)('edges swatches 3:1 against %s', (on) => {
    const ratio = contrastRatio(border.swatch, background[on]);
    expect(ratio, `${name}: swatch edge ${border.swatch} on ${on} ${background[on]}`).toBeGreaterThanOrEqual(
      wcag.nonText,
    );
  });
});
