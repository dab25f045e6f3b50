import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { createTestContext, postJson, type TestContext, tableSnapshot } from './helpers';

let ctx: TestContext;
let productId: number;
let buttonId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const product = (await (await ctx.request('/api/store/products/market-canvas-tote')).json()) as {
    data: { ID: number; custom_buttons: { id: number }[] };
  };
  productId = product.data.ID;
  buttonId = product.data.custom_buttons[0]!.id;
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/store/buttons', () => {
  it("lists the product's marketplace buttons as its page carries them", async () => {
    const res = await ctx.request(`/api/store/buttons?product_id=${productId}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { id: number; product_id: number; button_type: string }[];
    };
    expect(data.length).toBeGreaterThan(0);
    expect(data[0]).toMatchObject({ id: buttonId, product_id: productId });
  });

  it.each([
    ['?product_id=abc', 422],
    ['', 422],
    ['?product_id=999999', 404],
  ])('refuses %s with %i', async (query, status) => {
    expect((await ctx.request(`/api/store/buttons${query}`)).status).toBe(status);
  });
});

describe('POST /api/store/click_button', () => {
  it('counts a click as a click_button statistics event', async () => {
    const res = await ctx.request(
      '/api/store/click_button',
      postJson({ product_id: productId, button_id: buttonId }),
    );
    expect(res.status).toBe(204);
    const [row] = await queryRows<{ name: string; parameters: Record<string, unknown> }>(
      ctx.db,
      sql`select name, parameters from statistics_events order by id desc limit 1`,
    );
    expect(row).toEqual({ name: 'click_button', parameters: { product_id: productId, button_id: buttonId } });
  });

  it.each([
    [{}, 422],
    [{ product_id: 'x' }, 422],
    [{ product_id: 999_999 }, 404],
    [{ product_id: 0 }, 422],
  ])('refuses %j with %i and stores nothing', async (body, status) => {
    const before = await tableSnapshot(ctx.db, ['statistics_events']);
    expect((await ctx.request('/api/store/click_button', postJson(body))).status).toBe(status);
    expect(await tableSnapshot(ctx.db, ['statistics_events'])).toEqual(before);
  });

  it("refuses another product's button with a 404", async () => {
    const other = (await (await ctx.request('/api/store/products/everyday-organic-tee')).json()) as {
      data: { ID: number };
    };
    const res = await ctx.request(
      '/api/store/click_button',
      postJson({ product_id: other.data.ID, button_id: buttonId }),
    );
    expect(res.status).toBe(404);
  });
});
