// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  browsingRecordKey,
  browsingRecordLimit,
  parseBrowsingRecord,
  recordView,
  updateBrowsingRecord,
} from '../../../pages/sections/recently-viewed/browsingRecord';

const product = (id: number) => ({ id, title: `P${id}`, href: `/products/p${id}` });
const storage = (initial?: string) => {
  const map = new Map<string, string>(initial === undefined ? [] : [[browsingRecordKey, initial]]);
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
};

describe('recordView', () => {
  it('puts the product first, once, and keeps the last 12', () => {
    let record = [1, 2, 3].map(product);
    record = recordView(record, product(2));
    expect(record.map((entry) => entry.id)).toEqual([2, 1, 3]);
    for (let id = 10; id < 30; id++) record = recordView(record, product(id));
    expect(record).toHaveLength(browsingRecordLimit);
    expect(record[0]!.id).toBe(29);
  });
});

describe('parseBrowsingRecord', () => {
  it.each([null, '', '{', '{"a":1}', '42'])('reads %j as an empty record', (stored) => {
    expect(parseBrowsingRecord(stored)).toEqual([]);
  });

  it('drops malformed entries and links off the store', () => {
    const stored = JSON.stringify([
      product(1),
      { id: 'x', title: 't', href: '/products/x' },
      { id: 3, title: 't', href: 'https://evil.example/' },
      { id: 4, title: 't', href: '//evil.example/' },
      null,
      product(5),
    ]);
    expect(parseBrowsingRecord(stored).map((entry) => entry.id)).toEqual([1, 5]);
  });
});

describe('updateBrowsingRecord', () => {
  it('records the page product and shows the others, at most `show`', () => {
    const kept = storage(JSON.stringify([2, 3, 4, 5, 6].map(product)));
    expect(updateBrowsingRecord(kept, product(4), 3).map((entry) => entry.id)).toEqual([2, 3, 5]);
    expect(JSON.parse(kept.map.get(browsingRecordKey)!).map((entry: { id: number }) => entry.id)).toEqual([
      4, 2, 3, 5, 6,
    ]);
  });

  it("leaves out the hidden product pages (the cart's lines), whatever their query or language", () => {
    const kept = storage(JSON.stringify([1, 2, 3].map(product)));
    expect(
      updateBrowsingRecord(kept, null, 4, ['/products/p2?variant=5', '/de/products/p3']).map((e) => e.id),
    ).toEqual([1]);
  });

  it('on a page without a product only reads', () => {
    const kept = storage(JSON.stringify([product(1)]));
    expect(updateBrowsingRecord(kept, null, 4)).toEqual([product(1)]);
    expect(kept.map.get(browsingRecordKey)).toBe(JSON.stringify([product(1)]));
  });

  it('shows what it read when storage refuses to write (a full quota)', () => {
    const refusing = {
      getItem: () => JSON.stringify([product(1)]),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(updateBrowsingRecord(refusing, product(2), 4)).toEqual([product(1)]);
    expect(updateBrowsingRecord(undefined, product(2), 4)).toEqual([]);
  });
});
