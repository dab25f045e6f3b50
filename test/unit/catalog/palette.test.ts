import { describe, expect, it } from 'vitest';
import {
  cssColourNames,
  isCssColourName,
  paletteVisibleOptions,
  resolveSwatch,
  thumbnailUrl,
} from '../../../lib/catalog';

describe('resolveSwatch (palette validity)', () => {
  it('draws a manual image option from image_src with a -100 thumbnail', () => {
    expect(
      resolveSwatch('manual', 'Linen', { showType: 'image', imageSrc: '/media/swatch/linen_wheat.png' }),
    ).toEqual({
      kind: 'image',
      src: '/media/swatch/linen_wheat.png',
      thumbnail: '/media/swatch/linen_wheat-100.png',
    });
  });

  it('falls back to text when a manual image option has no image_src', () => {
    expect(resolveSwatch('manual', 'Linen', { showType: 'image' })).toEqual({ kind: 'text' });
    expect(resolveSwatch('manual', 'Linen', { showType: 'image', imageSrc: '  ' })).toEqual({ kind: 'text' });
  });

  it('draws a manual block option from a valid color_code', () => {
    expect(resolveSwatch('manual', 'Sea', { showType: 'block', colorCode: '#2e8b57' })).toEqual({
      kind: 'colour',
      colour: '#2e8b57',
    });
  });

  it('falls back to text when a manual block colour is missing or unsafe', () => {
    expect(resolveSwatch('manual', 'Sea', { showType: 'block' })).toEqual({ kind: 'text' });
    expect(resolveSwatch('manual', 'Sea', { showType: 'block', colorCode: 'red;background:url(x)' })).toEqual(
      {
        kind: 'text',
      },
    );
  });

  it('falls back to text for a manual option without a show type', () => {
    expect(resolveSwatch('manual', 'Sea', { colorCode: '#2e8b57', imageSrc: '/a.png' })).toEqual({
      kind: 'text',
    });
  });

  it('draws an auto_image option from default_image_src, else text', () => {
    expect(resolveSwatch('autoImage', 'Navy', { defaultImageSrc: '/media/product/tee_navy_1.jpg' })).toEqual({
      kind: 'image',
      src: '/media/product/tee_navy_1.jpg',
      thumbnail: '/media/product/tee_navy_1-100.jpg',
    });
    expect(resolveSwatch('autoImage', 'Navy', { imageSrc: '/x.png' })).toEqual({ kind: 'text' });
  });

  it('draws an auto_block option only when its text is a CSS colour name, in any case', () => {
    expect(resolveSwatch('autoBlock', 'RoyalBlue')).toEqual({ kind: 'colour', colour: 'royalblue' });
    expect(resolveSwatch('autoBlock', ' NAVY ')).toEqual({ kind: 'colour', colour: 'navy' });
    expect(resolveSwatch('autoBlock', 'Midnight')).toEqual({ kind: 'text' });
    expect(resolveSwatch('autoBlock', '#000000')).toEqual({ kind: 'text' });
  });

  it('draws text for a palette without a type', () => {
    expect(resolveSwatch('none', 'Red')).toEqual({ kind: 'text' });
  });
});

describe('cssColourNames', () => {
  it('holds the 148 CSS named colours, lower case and unique', () => {
    expect(cssColourNames).toHaveLength(148);
    expect(new Set(cssColourNames).size).toBe(148);
    for (const name of cssColourNames) expect(name).toMatch(/^[a-z]+$/);
  });

  it('recognises names case-insensitively and refuses non-names', () => {
    expect(isCssColourName('RebeccaPurple')).toBe(true);
    expect(isCssColourName('lightgoldenrodyellow')).toBe(true);
    expect(isCssColourName('transparent')).toBe(false);
    expect(isCssColourName('sky blue')).toBe(false);
  });
});

describe('paletteVisibleOptions (show_num)', () => {
  const options = ['a', 'b', 'c', 'd', 'e'];

  it('keeps the first show_num options and counts the rest', () => {
    expect(paletteVisibleOptions(options, 3)).toEqual({ visible: ['a', 'b', 'c'], hiddenCount: 2 });
  });

  it('shows everything when show_num covers all options or is absent (detail view)', () => {
    expect(paletteVisibleOptions(options, 5)).toEqual({ visible: options, hiddenCount: 0 });
    expect(paletteVisibleOptions(options)).toEqual({ visible: options, hiddenCount: 0 });
  });
});

describe('thumbnailUrl (-100 before the extension)', () => {
  it.each([
    ['/media/product/tee_navy_1.png', '/media/product/tee_navy_1-100.png'],
    ['/img/photo.JPG', '/img/photo-100.JPG'],
    ['/img/photo.jpeg?v=3', '/img/photo-100.jpeg?v=3'],
    ['https://cdn.example/a.b/anim.gif', 'https://cdn.example/a.b/anim-100.gif'],
  ])('names the thumbnail of %s as %s', (url, thumbnail) => {
    expect(thumbnailUrl(url)).toBe(thumbnail);
  });

  it.each(['/media/product/tee_navy_1.webp', '/icon.svg', 'data:image/png;base64,AAAA', '/no-extension'])(
    'leaves %s unchanged',
    (url) => {
      expect(thumbnailUrl(url)).toBe(url);
    },
  );
});
