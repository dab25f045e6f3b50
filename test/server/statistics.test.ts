import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statisticsEvents } from '../../server/db/schema';
import { createTestContext, postJson, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => ctx?.close());

const send = (body: unknown) => ctx.request('/api/statistics/events', postJson(body));
const latest = async () =>
  (await ctx.db.select().from(statisticsEvents).orderBy(desc(statisticsEvents.id)).limit(1))[0]!;

describe('POST /api/statistics/events', () => {
  it('stores a shopper action with its parameters', async () => {
    const response = await send({
      name: 'add_to_cart',
      parameters: { product_id: 12, quantity: 2, value: 39.98 },
    });
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: number };
    const [row] = await ctx.db.select().from(statisticsEvents).where(eq(statisticsEvents.id, id));
    expect(row).toMatchObject({
      name: 'add_to_cart',
      parameters: { product_id: 12, quantity: 2, value: 39.98 },
    });
  });

  it('masks card numbers and drops security codes before storing', async () => {
    const response = await send({
      name: 'add_payment_info',
      parameters: { card: { number: '4242 4242 4242 4242', cvv: '123' }, note: 'paid with 5555555555554444' },
    });
    expect(response.status).toBe(202);
    const stored = JSON.stringify((await latest()).parameters);
    expect(stored).toContain('4242********4242');
    expect(stored).toContain('5555********4444');
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('4242 4242 4242 4242');
    expect(stored).not.toContain('123');
  });

  it('refuses unknown event names and oversized parameters with a 422, bad JSON with a 400', async () => {
    const unknown = await send({ name: 'steal_cookies', parameters: {} });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { errors: Record<string, string[]> }).errors.name).toEqual([
      'Unknown event name',
    ]);
    const huge = await send({ name: 'search', parameters: { q: 'x'.repeat(20_000) } });
    expect(huge.status).toBe(422);
    expect((await ctx.request('/api/statistics/events', postJson('{"name":'))).status).toBe(400);
  });
});
