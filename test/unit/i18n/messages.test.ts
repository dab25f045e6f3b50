import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { defaultMessages } from '../../../lib/i18n';
import enUS from '../../../locales/en-US.json';
import { collectMessageUses, findMessageIds, missingMessages } from '../../helpers/messageIds';

// Vitest runs from the repository root (import.meta.url is not a file URL under jsdom).
const root = process.cwd();

describe('en-US messages', () => {
  it('has a message for every id used in components, pages and lib', () => {
    const uses = collectMessageUses(root, ['components', 'pages', 'lib']);
    // Guards the scan itself: the design system alone uses a dozen ids.
    expect(uses.length).toBeGreaterThan(10);
    expect(missingMessages(uses, defaultMessages)).toEqual([]);
  });

  it('reports an id that is missing from en-US', () => {
    const source = `
      const messages = defineMessages({ label: { id: 'cart.badge.label' }, bogus: { id: 'cart.bogus.id' } });
      const jsx = <FormattedMessage id="pagination.next" />;
      const dom = <div id="main-content" />;
    `;
    const uses = findMessageIds(source).map((id) => ({ id, file: 'example.tsx' }));
    expect(uses.map((use) => use.id)).toEqual(['cart.badge.label', 'cart.bogus.id', 'pagination.next']);
    expect(missingMessages(uses, defaultMessages)).toEqual(['example.tsx: cart.bogus.id']);
  });

  it('holds only valid ICU messages', () => {
    const intl = createIntl({
      locale: 'en-US',
      messages: defaultMessages,
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
