import { describe, expect, it } from 'vitest';
import type { StoreClient } from '../../../api/client';
import { storeCurrency } from '../../../pages/loaders/page.server';

/** A store client whose settings name `store` as given. */
const storeWith = (store: Record<string, unknown>) =>
  ({
    settings: {
      get: async () => ({ data: { store, base_options: {}, palette_plugin: {}, nav: {}, carousel: {} } }),
    },
  }) as unknown as StoreClient;

describe('storeCurrency', () => {
  it('is the currency the store’s settings name', async () => {
    expect(await storeCurrency(storeWith({ currency: 'JPY' }))).toBe('JPY');
    expect(await storeCurrency(storeWith({ currency: 'kwd' }))).toBe('KWD');
  });

  it('is USD when the settings name none, or something that is not a currency', async () => {
    expect(await storeCurrency(storeWith({}))).toBe('USD');
    expect(await storeCurrency(storeWith({ currency: 'XYZW' }))).toBe('USD');
  });
});
