// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyticsVersionFromId } from '../../../lib/analytics/analyticsVersion.ts';
import {
  cartEventQuantity,
  cartLineDeleteEvent,
  cartQuantityChangeEvent,
  listViewItemIdLimit,
  listViewItemIds,
} from '../../../lib/analytics/cartEvents.ts';

describe('analyticsVersionFromId', () => {
  it.each([
    ['UA-12345-1', 'legacy'],
    ['ua-12345-1', 'legacy'],
    ['  UA-1 ', 'legacy'],
    ['G-ABC123', 'new'],
    ['g-abc123', 'new'],
    ['G-', 'new'],
  ])('reads %j as %s', (id, version) => {
    expect(analyticsVersionFromId(id)).toBe(version);
  });

  it.each(['', 'AW-123', 'GTM-123', 'UA123', 'G123', 'xua-1', 'gg-1', null, undefined])(
    'leaves %j unset',
    (id) => {
      expect(analyticsVersionFromId(id)).toBeUndefined();
    },
  );
});

describe('cart event quantities', () => {
  it('logs an increase as an add of the difference', () => {
    expect(cartQuantityChangeEvent(2, 5)).toEqual({ action: 'add', quantity: 3 });
  });

  it('logs a decrease as a remove of the difference', () => {
    expect(cartQuantityChangeEvent(5, 2)).toEqual({ action: 'remove', quantity: 3 });
  });

  it('logs a change to 0 as a remove of the whole quantity', () => {
    expect(cartQuantityChangeEvent(4, 0)).toEqual({ action: 'remove', quantity: 4 });
  });

  it('logs nothing when the quantity did not change', () => {
    expect(cartQuantityChangeEvent(3, 3)).toBeUndefined();
    expect(cartEventQuantity({ type: 'change', previous: 3, next: 3 })).toBe(0);
  });

  it('logs a delete as a remove of the full original quantity', () => {
    expect(cartLineDeleteEvent(7)).toEqual({ action: 'remove', quantity: 7 });
    expect(cartEventQuantity({ type: 'delete', originalQuantity: 7 })).toBe(7);
  });

  it('logs an add as the quantity added', () => {
    expect(cartEventQuantity({ type: 'add', quantity: 2 })).toBe(2);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses the quantity %s', (quantity) => {
    expect(() => cartQuantityChangeEvent(quantity, 1)).toThrow(RangeError);
    expect(() => cartLineDeleteEvent(quantity)).toThrow(RangeError);
    expect(() => cartEventQuantity({ type: 'add', quantity })).toThrow(RangeError);
  });

  it('always logs the absolute difference, in the direction of the change', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), fc.nat({ max: 100_000 }), (previous, next) => {
        const event = cartQuantityChangeEvent(previous, next);
        expect(cartEventQuantity({ type: 'change', previous, next })).toBe(Math.abs(next - previous));
        if (previous === next) expect(event).toBeUndefined();
        else expect(event?.action).toBe(next > previous ? 'add' : 'remove');
      }),
    );
  });
});

describe('listViewItemIds', () => {
  it('sends only the first 3 item ids, in order', () => {
    expect(listViewItemIdLimit).toBe(3);
    expect(listViewItemIds(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c']);
    expect(listViewItemIds([1, 2])).toEqual([1, 2]);
    expect(listViewItemIds([])).toEqual([]);
  });

  it('never sends more than 3 and always a prefix of the list', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (ids) => {
        const sent = listViewItemIds(ids);
        expect(sent.length).toBe(Math.min(3, ids.length));
        expect(sent).toEqual(ids.slice(0, sent.length));
      }),
    );
  });
});
