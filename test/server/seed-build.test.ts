import { describe, expect, it } from 'vitest';
import {
  buildPalette,
  buildReviews,
  buildVariants,
  compareAtPrice,
  gallery,
  prng,
} from '../../server/db/seed/build';
import { seedProducts } from '../../server/db/seed/catalog/index';

const product = (slug: string) => seedProducts.find((p) => p.slug === slug)!;

describe('the typed demo catalogue', () => {
  it('uses unique slugs and unique variant SKUs', () => {
    expect(new Set(seedProducts.map((p) => p.slug)).size).toBe(seedProducts.length);
    const skus = seedProducts.flatMap((p) => buildVariants(p).map((v) => v.sku));
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('builds identical variants, galleries and reviews on every call', () => {
    for (const p of seedProducts) {
      expect(buildVariants(p)).toEqual(buildVariants(p));
      expect(gallery(p)).toEqual(gallery(p));
      expect(buildReviews(p)).toEqual(buildReviews(p));
    }
  });

  it('keeps every gallery between 2 and 5 images with the 4:5 product size', () => {
    for (const p of seedProducts) {
      const images = gallery(p);
      expect(images.length).toBeGreaterThanOrEqual(2);
      expect(images.length).toBeLessThanOrEqual(5);
      for (const image of images) {
        expect(image).toMatchObject({ width: 1200, height: 1500 });
        expect(image.thumbnail).toBe(image.url.replace(/\.png$/, '-100.png'));
      }
    }
  });

  it('deals reviews whose ratings average exactly to the product rating', () => {
    for (const p of seedProducts.filter((q) => q.rating)) {
      const [average, count] = p.rating!;
      const ratings = buildReviews(p).map((r) => r.rating);
      expect(ratings).toHaveLength(count);
      expect(ratings.reduce((a, b) => a + b, 0) / count).toBe(average);
      expect(ratings.every((r) => r >= 1 && r <= 5)).toBe(true);
    }
  });

  it('keeps the markdown ratio on variants with their own prices, in whole dollars when the product is', () => {
    const lenses = buildVariants(product('aqua-monthly-lenses-left'));
    expect(lenses.map((v) => [v.price, v.regularPrice])).toEqual([
      [2200, 2600],
      [3900, 4600],
    ]);
    expect(compareAtPrice(10900, 10950, 10900)).toBe(10950);
    expect(compareAtPrice(1000, 1250, 2000)).toBe(2500);
    expect(compareAtPrice(1000, 1299, 2000)).toBe(2598);
  });

  it('applies per-variant stock plans and price overrides', () => {
    const hoodie = buildVariants(product('fleece-pullover-hoodie'));
    expect(hoodie.find((v) => v.title === 'Maroon / XS')?.stock).toBe(0);
    expect(hoodie.find((v) => v.title === 'Tan / XL')).toMatchObject({ stock: 1, price: 10400 });
    expect(hoodie.find((v) => v.title === 'Navy / M')).toMatchObject({ stock: 14, price: 9800 });
  });

  it('configures swatches per palette style and resolves variant ids', () => {
    const ids = new Map([['Ecru', 11]]);
    const manualImage = buildPalette(product('linen-camp-shirt'), (c) => ids.get(c));
    expect(manualImage?.paletteType).toBe('manual');
    expect(manualImage?.config.Ecru).toMatchObject({ show_type: 'show_image', variant_id: 11 });
    expect(manualImage?.config.Ecru?.image_src).toMatch(/^\/media\/swatch\/linen_efe6d2\.png$/);
    expect(buildPalette(product('oxford-button-down'), () => 1)?.config.SteelBlue).toMatchObject({
      show_type: 'show_block',
      color_code: '#4682b4',
    });
    expect(buildPalette(product('pleated-table-lamp'), () => 1)?.config.Sage?.default_image_src).toBe(
      '/media/product/lamp_9caf88_1.png',
    );
    expect(buildPalette(product('digital-gift-card'), () => 1)).toBeNull();
  });
});

describe('prng', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const a = prng(42);
    const b = prng(42);
    const c = prng(43);
    const seqA = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(seqA);
    expect([c(), c(), c()]).not.toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});
