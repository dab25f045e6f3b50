import { describe, expect, it } from 'vitest';
import { supportedLocales } from '../../../lib/i18n/locales';
import {
  hreflangAlternates,
  LANG_COOKIE,
  langCookie,
  localeOfPath,
  localePrefix,
  localizePath,
  rememberedLocaleRedirect,
  splitLocalePath,
} from '../../../lib/i18n/localeUrl';

describe('language URLs', () => {
  it('gives every language but en-US a prefix of its own', () => {
    const prefixes = supportedLocales.map(localePrefix);
    expect(localePrefix('en-US')).toBe('');
    expect(localePrefix('de-DE')).toBe('de');
    expect(localePrefix('sp-ES')).toBe('sp');
    expect(localePrefix('es-ES')).toBe('es');
    expect(new Set(prefixes).size).toBe(supportedLocales.length);
  });

  it.each([
    ['/', 'en-US', '/'],
    ['/products/shirt', 'en-US', '/products/shirt'],
    ['/de', 'de-DE', '/'],
    ['/de/', 'de-DE', '/'],
    ['/de/products/shirt', 'de-DE', '/products/shirt'],
    ['/he/cart', 'he-IL', '/cart'],
    ['/zh/collections/all', 'zh-CN', '/collections/all'],
    ['/deutsch/cart', 'en-US', '/deutsch/cart'],
    ['/en/cart', 'en-US', '/en/cart'],
    ['/xx/cart', 'en-US', '/xx/cart'],
  ])('reads %s as %s, page %s', (path, locale, rest) => {
    expect(splitLocalePath(path)).toEqual({ locale, path: rest });
    expect(localeOfPath(path)).toBe(locale);
  });

  it('puts a store path in a language, keeping its query and fragment', () => {
    expect(localizePath('/cart', 'de-DE')).toBe('/de/cart');
    expect(localizePath('/', 'de-DE')).toBe('/de');
    expect(localizePath('/products/x?variant=2#reviews', 'he-IL')).toBe('/he/products/x?variant=2#reviews');
    expect(localizePath('/checkouts/abc?step=shipping_method', 'ja-JP')).toBe(
      '/ja/checkouts/abc?step=shipping_method',
    );
  });

  it('moves a path from one language to another, and back to the root for en-US', () => {
    expect(localizePath('/de/cart', 'fr-FR')).toBe('/fr/cart');
    expect(localizePath('/de/cart', 'en-US')).toBe('/cart');
    expect(localizePath('/de', 'en-US')).toBe('/');
  });

  it('leaves other sites, anchors, relative paths and files that are no pages alone', () => {
    for (const href of [
      'https://example.com/cart',
      '//cdn.example.com/x.png',
      '#main',
      'mailto:shop@example.com',
      'cart',
      '/api/store/cart',
      '/media/products/x.png',
      '/assets/root.js',
      '/sitemap.xml',
      '/robots.txt',
    ]) {
      expect(localizePath(href, 'de-DE'), href).toBe(href);
    }
  });
});

describe('hreflang alternates', () => {
  const alternates = hreflangAlternates('https://shop.example', '/de/products/shirt');

  it('lists the page in every language once, with x-default the en-US page', () => {
    expect(alternates).toContainEqual({ hreflang: 'en-US', href: 'https://shop.example/products/shirt' });
    expect(alternates).toContainEqual({ hreflang: 'de-DE', href: 'https://shop.example/de/products/shirt' });
    expect(alternates).toContainEqual({ hreflang: 'he-IL', href: 'https://shop.example/he/products/shirt' });
    expect(alternates).toContainEqual({ hreflang: 'nb-NO', href: 'https://shop.example/no/products/shirt' });
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://shop.example/products/shirt' });
  });

  it('names each tag once: sp-ES shares Spanish with es-ES, which keeps it', () => {
    const tags = alternates.map((alternate) => alternate.hreflang);
    expect(new Set(tags).size).toBe(tags.length);
    expect(alternates).toContainEqual({ hreflang: 'es-ES', href: 'https://shop.example/es/products/shirt' });
    expect(alternates.some((alternate) => alternate.href.includes('/sp/'))).toBe(false);
    expect(alternates).toHaveLength(16 + 1);
  });
});

describe('the remembered language', () => {
  const url = (path: string) => new URL(`https://shop.example${path}`);

  it('remembers a choice made with ?lang= and sends the shopper to the page in it, without the parameter', () => {
    expect(rememberedLocaleRedirect(url('/products/x?variant=2&lang=de-DE'), null)).toEqual({
      location: '/de/products/x?variant=2',
      setCookie: langCookie('de-DE'),
    });
    expect(rememberedLocaleRedirect(url('/de/cart?lang=en-US'), 'de-DE')).toEqual({
      location: '/cart',
      setCookie: langCookie('en-US'),
    });
  });

  it('writes a year-long cookie with the pack name', () => {
    expect(langCookie('he-IL')).toBe(`${LANG_COOKIE}=he-IL; Path=/; Max-Age=31536000; SameSite=Lax`);
  });

  it('sends a shopper who chose a language from a root URL to that language’s', () => {
    expect(rememberedLocaleRedirect(url('/collections/all?page=2'), 'ja-JP')).toEqual({
      location: '/ja/collections/all?page=2',
    });
  });

  it('never moves a URL that carries a language, nor a shopper who chose en-US or nothing valid', () => {
    expect(rememberedLocaleRedirect(url('/fr/cart'), 'de-DE')).toBeNull();
    expect(rememberedLocaleRedirect(url('/cart'), 'en-US')).toBeNull();
    expect(rememberedLocaleRedirect(url('/cart'), null)).toBeNull();
    expect(rememberedLocaleRedirect(url('/cart'), 'xx-XX')).toBeNull();
    expect(rememberedLocaleRedirect(url('/cart?lang=klingon'), null)).toBeNull();
  });
});
