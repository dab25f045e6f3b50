import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('the app', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const res = await ctx.request('/api/store/nope');
    expect(res.status).toBe(404);
    expect((await res.json()).message).toMatch(/No API route/);
  });

  it('answers unknown non-API paths with a JSON 404 when there is no fallback', async () => {
    const res = await ctx.request('/somewhere');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
  });

  it('gives every response a request id', async () => {
    const res = await ctx.request('/api/store/nope');
    expect(res.headers.get('x-request-id')).toMatch(/.+/);
  });
});
