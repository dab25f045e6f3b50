import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultMessages } from '../../../lib/i18n';
import { createIntl } from '../../../lib/i18n/intl';
import { type MessageScopeName, messageScopes, pickScope, scopeOf } from '../../../lib/i18n/messageScopes';
import enUS from '../../../locales/en-US.json';
import { sections } from '../../../pages/sections/registry';
import {
  collectMessageUses,
  findMessageIds,
  missingMessages,
  walkMessageUses,
} from '../../helpers/messageIds';

// Vitest runs from the repository root (import.meta.url is not a file URL under jsdom).
const root = process.cwd();

describe('en-US messages', () => {
  it('has a message for every id used in components, pages and lib', () => {
    const uses = collectMessageUses(root, ['components', 'pages', 'lib']);
    // Guards the scan itself: the design system alone uses a dozen ids.
    expect(uses.length).toBeGreaterThan(10);
    expect(missingMessages(uses, enUS)).toEqual([]);
  });

  it('reports an id that is missing from en-US', () => {
    const source = `
      const messages = defineMessages({ label: { id: 'cart.badge.label' }, bogus: { id: 'cart.bogus.id' } });
      const jsx = <FormattedMessage id="pagination.next" />;
      const dom = <div id="main-content" />;
    `;
    const uses = findMessageIds(source).map((id) => ({ id, file: 'example.tsx' }));
    expect(uses.map((use) => use.id)).toEqual(['cart.badge.label', 'cart.bogus.id', 'pagination.next']);
    expect(missingMessages(uses, enUS)).toEqual(['example.tsx: cart.bogus.id']);
  });

  it('holds only valid ICU messages', () => {
    const intl = createIntl({
      locale: 'en-US',
      messages: enUS,
      onError: (error) => {
        throw error;
      },
    });
    for (const [id, text] of Object.entries(enUS as Record<string, string>)) {
      // Every argument the message declares gets a value: a number suits plural,
      // selectordinal, number and date arguments, and select falls back to `other`.
      const names = [...text.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1] as string);
      const values = Object.fromEntries(names.map((name) => [name, 2]));
      expect(() => intl.formatMessage({ id }, values), id).not.toThrow();
    }
  });

  it('pluralises the cart badge label', () => {
    const intl = createIntl({ locale: 'en-US', messages: defaultMessages });
    expect(intl.formatMessage({ id: 'cart.badge.label' }, { count: 1 })).toBe('1 item in cart');
    expect(intl.formatMessage({ id: 'cart.badge.label' }, { count: 3 })).toBe('3 items in cart');
  });
});

describe('message scopes (the checkout’s, the cart’s and the listings’ ids travel with their code)', () => {
  const pack = enUS as Record<string, string>;
  const inScopeModules = (file: string) =>
    Object.values(messageScopes).some((scope) => scope.modules.some((module) => file.startsWith(module)));

  it('keeps every id the browser can show outside a scope’s modules in the root pack', () => {
    // What a page loads outside the scopes' own code: the root, the other routes, the shared
    // sections (and, through their imports, the lazily loaded ones) and the design system.
    const routes = readdirSync(join(root, 'pages/routes'))
      .map((file) => `pages/routes/${file}`)
      .filter((file) => /\.tsx$/.test(file) && !inScopeModules(file));
    // Every registered section's component: the browser loads them through generated modules.
    const sectionModules = Object.keys(sections)
      .map((type) => `pages/sections/${type}/Section.tsx`)
      .filter((file) => !inScopeModules(file));
    const entries = ['pages/root.tsx', 'components/index.ts', ...routes, ...sectionModules];
    const walk = walkMessageUses(root, entries, pack, inScopeModules);
    // Guards the walk itself: it reaches lazily loaded sections, server answers and the design system.
    expect(walk.files).toEqual(
      expect.arrayContaining([
        'pages/sections/main-product/Section.tsx',
        'pages/cart/cartAction.server.ts',
        'components/HeaderCartButton/HeaderCartButton.tsx',
      ]),
    );
    // (Fewer since the footer, search, drawer, language, not-found and carousel texts have scopes.)
    expect(walk.uses.length).toBeGreaterThan(60);
    const misplaced = walk.uses.filter((use) => scopeOf(use.id) !== 'root');
    expect(misplaced.map((use) => `${use.file}: ${use.id} (scope ${scopeOf(use.id)})`)).toEqual([]);
  });

  it('sees a scope’s ids wherever they are written, validation rules and server answers included', () => {
    const walk = walkMessageUses(
      root,
      [
        'pages/routes/checkout.tsx',
        'pages/routes/thank-you.tsx',
        'pages/sections/main-checkout/Section.tsx',
        'pages/sections/main-thank-you/Section.tsx',
      ],
      pack,
      () => false,
    );
    const ids = new Set(walk.uses.map((use) => use.id));
    for (const id of [
      'checkout.title',
      'checkout.PAYMENT_CARD_DECLINED',
      'thankYou.lookup.notFound',
      'validation.email.required',
      'validation.cardNumber.invalid',
    ])
      expect(ids, id).toContain(id);
  });

  it('finds the cart’s and the listings’ ids in their own modules, design-system components included', () => {
    const walk = walkMessageUses(
      root,
      [
        'pages/cart/CartPopup.tsx',
        'pages/sections/main-cart/Section.tsx',
        'pages/sections/main-collection/Section.tsx',
      ],
      pack,
      () => false,
    );
    const ids = new Set(walk.uses.map((use) => use.id));
    for (const [id, scope] of [
      ['cart.title', 'cart'],
      ['tips.saved', 'cart'],
      ['coupon.apply', 'cart'],
      ['collection.sort.label', 'listing'],
      ['productCard.addToCart', 'listing'],
      ['cart.badge.label', 'root'],
    ] as const) {
      expect(ids, id).toContain(id);
      expect(scopeOf(id), id).toBe(scope);
    }
  });

  it('splits en-US into the root pack and the scopes, each id in exactly one', () => {
    const parts = (['root', ...Object.keys(messageScopes)] as MessageScopeName[]).map((name) =>
      Object.keys(pickScope(pack, name)),
    );
    expect(parts.flat().sort()).toEqual(Object.keys(pack).sort());
    for (const ids of parts) expect(ids.length).toBeGreaterThan(0);
    expect(scopeOf('validation.couponCode.required')).toBe('root');
    expect(scopeOf('validation.email.required')).toBe('checkout');
  });
});
