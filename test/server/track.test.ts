import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { createTestContext, type TestContext, tableSnapshot } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx?.close();
});

const post = (body: string, type = 'text/plain;charset=UTF-8') =>
  ctx.request('/api/statistics/track', { method: 'POST', headers: { 'content-type': type }, body });

describe('POST /api/statistics/track', () => {
  it('stores a plain-text beacon, the first 3 list ids and masked card numbers', async () => {
    const res = await post(
      JSON.stringify({
        name: 'view_item_list',
        path: '/collections/all',
        parameters: { item_ids: [1, 2, 3, 4, 5], note: 'card 4242 4242 4242 4242' },
      }),
    );
    expect(res.status).toBe(204);
    const [row] = await queryRows<{ name: string; parameters: Record<string, unknown> }>(
      ctx.db,
      sql`select name, parameters from statistics_events order by id desc limit 1`,
    );
    expect(row!.name).toBe('track:view_item_list');
    expect(row!.parameters.item_ids).toEqual([1, 2, 3]);
    expect(row!.parameters.path).toBe('/collections/all');
    expect(JSON.stringify(row!.parameters)).not.toContain('4242 4242 4242 4242');
  });

  it('keeps the event id, the analytics version and the Kwai pixel id the tracker sends', async () => {
    const res = await post(
      JSON.stringify({
        name: 'purchase',
        path: '/checkouts/thank',
        event_id: 'evt-1',
        time: 1_795_830_000_000,
        url: 'https://shop.example/orders/1/thank-you',
        version: 'new',
        kwai_pixel_id: 'kw_1',
        parameters: { transaction_id: '1001' },
      }),
    );
    expect(res.status).toBe(204);
    const [row] = await queryRows<{ name: string; parameters: Record<string, unknown> }>(
      ctx.db,
      sql`select name, parameters from statistics_events order by id desc limit 1`,
    );
    expect(row).toEqual({
      name: 'track:purchase',
      parameters: {
        transaction_id: '1001',
        path: '/checkouts/thank',
        event_id: 'evt-1',
        version: 'new',
        kwai_pixel_id: 'kw_1',
      },
    });
  });

  it('takes JSON too', async () => {
    const res = await post(JSON.stringify({ name: 'page_view', path: '/' }), 'application/json');
    expect(res.status).toBe(204);
  });

  it.each([
    ['{oops', 400],
    [JSON.stringify({ name: 'steal_cookies' }), 422],
    [JSON.stringify({ name: 'page_view', path: 'x'.repeat(2001) }), 422],
    [JSON.stringify({ name: 'page_view', version: 'v9' }), 422],
    [JSON.stringify({ name: 'page_view', kwai_pixel_id: '<script>' }), 422],
  ])('refuses %s with %i and stores nothing', async (body, status) => {
    const before = await tableSnapshot(ctx.db, ['statistics_events']);
    expect((await post(body)).status).toBe(status);
    expect(await tableSnapshot(ctx.db, ['statistics_events'])).toEqual(before);
  });

  it('other API routes still refuse text/plain', async () => {
    const res = await ctx.request('/api/statistics/events', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(res.status).toBe(415);
  });
});
