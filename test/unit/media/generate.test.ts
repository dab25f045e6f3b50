// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { namedColours, parseColour } from '../../../server/media/colour';
import {
  generateSvg,
  mediaKinds,
  productViews,
  swatchPatterns,
  tagShapes,
} from '../../../server/media/generate';
import { snapWidth, widthLadder } from '../../../server/media/render';
import { shapeNames } from '../../../server/media/shapes';

describe('generateSvg', () => {
  it('returns the same document for the same name every time', () => {
    expect(generateSvg('product', 'hoodie_olive_3', 800)).toBe(generateSvg('product', 'hoodie_olive_3', 800));
    expect(generateSvg('banner', 'navy_tote_mug', 1200)).toBe(generateSvg('banner', 'navy_tote_mug', 1200));
  });

  it('draws a different picture for each gallery view and each colour', () => {
    const views = Array.from({ length: productViews }, (_, i) =>
      generateSvg('product', `tee_navy_${i + 1}`, 400),
    );
    expect(new Set(views).size).toBe(productViews);
    expect(generateSvg('product', 'tee_olive_1', 400)).not.toBe(views[0]);
  });

  it.each(shapeNames)('draws the %s shape in every view', (shape) => {
    for (let view = 1; view <= productViews; view++) {
      expect(generateSvg('product', `${shape}_teal_${view}`, 400)).toMatch(
        /^<svg [^>]*width="400" height="500"/,
      );
    }
  });

  it('sizes the document from the kind aspect ratio and the requested width', () => {
    for (const [kind, size] of Object.entries(mediaKinds)) {
      const name = {
        product: 'mug_coral_1',
        collection: 'vase_tan',
        banner: 'sienna_boot',
        blog: 'candle_thistle',
        swatch: 'linen_burlywood',
        tag: 'burst_crimson',
        default: 'fallback',
      }[kind]!;
      const svg = generateSvg(kind as keyof typeof mediaKinds, name, 600);
      expect(svg).toContain(`width="600" height="${Math.round((600 * size.height) / size.width)}"`);
    }
  });

  it('draws every swatch pattern and tag shape', () => {
    for (const pattern of swatchPatterns)
      expect(generateSvg('swatch', `${pattern}_navy`, 200)).not.toBeNull();
    for (const shape of tagShapes) expect(generateSvg('tag', `${shape}_gold`, 200)).not.toBeNull();
  });

  it.each([
    ['product', 'unicorn_navy_1'],
    ['product', 'tee_notacolour_1'],
    ['product', 'tee_navy_6'],
    ['product', 'tee_navy_1_extra'],
    ['banner', 'navy'],
    ['banner', 'navy_tee_tee_tee_tee'],
    ['swatch', 'tartan_navy'],
    ['tag', 'star_navy'],
    ['default', 'missing'],
  ] as const)('returns null for %s/%s, a name that describes no image', (kind, name) => {
    expect(generateSvg(kind, name, 400)).toBeNull();
  });
});

describe('parseColour', () => {
  it('accepts known CSS colour names in any case and six-digit hex', () => {
    expect(parseColour('Navy')).toEqual(parseColour('navy'));
    expect(parseColour('burlywood')).toEqual({ r: 0xde, g: 0xb8, b: 0x87 });
    expect(parseColour('c4663f')).toEqual({ r: 0xc4, g: 0x66, b: 0x3f });
  });

  it('rejects anything else', () => {
    expect(parseColour('#c4663f')).toBeNull();
    expect(parseColour('c466')).toBeNull();
    expect(parseColour('oatmeal')).toBeNull();
    expect(Object.keys(namedColours).every((name) => name === name.toLowerCase())).toBe(true);
  });
});

describe('snapWidth', () => {
  it('keeps widths that are on the ladder', () => {
    for (const width of widthLadder) expect(snapWidth(width)).toBe(width);
  });

  it('snaps widths between rungs up to the next rung', () => {
    expect(snapWidth(1)).toBe(100);
    expect(snapWidth(450)).toBe(500);
    expect(snapWidth(1001)).toBe(1200);
    expect(snapWidth(1999)).toBe(2000);
  });

  it('refuses zero, fractions and widths above 2000', () => {
    expect(snapWidth(0)).toBeNull();
    expect(snapWidth(2001)).toBeNull();
    expect(snapWidth(450.5)).toBeNull();
  });
});
