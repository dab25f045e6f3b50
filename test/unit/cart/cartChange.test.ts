import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendCartChange, unreachable } from '../../../pages/cart/cartChange';

const form = (intent: string) => {
  const body = new FormData();
  body.set('intent', intent);
  return body;
};

afterEach(() => vi.unstubAllGlobals());

describe('sendCartChange', () => {
  it('sends changes one at a time, in order, and resolves each with its answer', async () => {
    const seen: string[] = [];
    const releases: (() => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        const intent = String((init.body as FormData).get('intent'));
        seen.push(`${init.method} ${url} ${intent}`);
        return new Promise<Response>((resolve) =>
          releases.push(() => resolve(Response.json({ ok: true, intent, cart: { hash: intent } }))),
        );
      }),
    );
    const first = sendCartChange('/cart/change', form('add'));
    const second = sendCartChange('/de/cart/change', form('remove'));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    // The second waits for the first to be answered.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toEqual(['POST /cart/change add']);
    releases[0]!();
    await expect(first).resolves.toMatchObject({ ok: true, intent: 'add' });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toBe('POST /de/cart/change remove');
    releases[1]!();
    await expect(second).resolves.toMatchObject({ ok: true, intent: 'remove' });
  });

  it('answers "could not be reached" for a network error, a server error or a garbled answer, and goes on', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('Bad gateway', { status: 502 })),
      () => Promise.resolve(new Response('<html>', { status: 200 })),
      () =>
        Promise.resolve(
          Response.json({ ok: false, intent: 'coupon_apply', message: 'Expired', fieldErrors: {} }),
        ),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answers.shift()!()),
    );
    expect(await sendCartChange('/cart/change', form('add'))).toEqual(unreachable);
    expect(await sendCartChange('/cart/change', form('add'))).toEqual(unreachable);
    expect(await sendCartChange('/cart/change', form('add'))).toEqual(unreachable);
    // A refusal is the store's answer, passed on as it is.
    expect(await sendCartChange('/cart/change', form('coupon_apply'))).toMatchObject({
      ok: false,
      message: 'Expired',
    });
  });
});
