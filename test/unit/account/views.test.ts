import { describe, expect, it } from 'vitest';
import type { WireOrder } from '../../../api/checkout';
import { toOrderRow } from '../../../pages/account/views';

const order = {
  number: '1001482913',
  name: '#1001482913',
  placed_at: '2026-11-20T23:30:00Z',
  total: '42.00',
  currency: 'USD',
  payment_status: 'paid',
  fulfillment_status: 'unfulfilled',
  state: 'open',
} as unknown as WireOrder;

describe('an order row', () => {
  it('carries its date as printed, in the shopper’s language and on the store’s (UTC) day', () => {
    expect(toOrderRow(order, 'en-US')).toMatchObject({ placedAt: order.placed_at, dateText: 'Nov 20, 2026' });
    expect(toOrderRow(order, 'de-DE').dateText).toBe('20. Nov. 2026');
  });
});
