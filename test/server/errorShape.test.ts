/**
 * One error shape from every route: invalid input is a 422 `{ message, errors }` whose `errors`
 * hold English messages per wire field and whose `message` is the first of them — whether a
 * route validates with middleware, inside its handler, or the domain refuses a value. Domain
 * refusals carry a code, which the app's one error handler maps to a status.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, silentLogger } from '../../server/app';
import { DomainError, domainErrorCodes } from '../../server/domain/errors';
import { domainErrorStatus, errorAnswer } from '../../server/http/errors';
import { createShopper, inStock, type Pick, pickVariant, plain, singleVariant } from './cartHelpers';
import { createTestContext, postJson, type TestContext } from './helpers';

let ctx: TestContext;
let pick: Pick;
beforeAll(async () => {
  ctx = await createTestContext();
  pick = await pickVariant(ctx.db, plain, singleVariant, inStock(2));
});
afterAll(async () => ctx?.close());

const json = { 'content-type': 'application/json' };
const adminToken = 'error-shape-test-token';

describe('the 422 answer', () => {
  it('has the same shape from every route', async () => {
    const admin = createApp({ db: ctx.db, logger: silentLogger, adminToken });
    const shopper = createShopper(ctx);
    const cases: [label: string, answer: () => Response | Promise<Response>][] = [
      ['query middleware', () => ctx.request('/api/store/products?page_size=0')],
      ['params middleware', () => ctx.request('/api/store/size-chart/products/abc/chart')],
      ['JSON middleware', () => ctx.request('/api/store/products/search', postJson({ q: 123 }))],
      ['handler parse', () => ctx.request('/api/store/cart', postJson({ product_id: 'abc' }))],
      [
        'wire address',
        () => ctx.request('/api/store/cart/address', postJson({ country: 'XX', first_name: '' })),
      ],
      ['statistics', () => ctx.request('/api/statistics/events', postJson({ name: 'no_such_event' }))],
      [
        'domain refusal',
        () =>
          ctx.request('/api/store/cart', postJson({ product_id: pick.productId, quantity: pick.stock + 1 })),
      ],
      ['price range', () => ctx.request('/api/store/products?price_min=50&price_max=10')],
      [
        'admin tokens',
        () =>
          admin.request('/api/admin/theme/tokens', {
            method: 'PUT',
            headers: { ...json, authorization: `Bearer ${adminToken}` },
            body: JSON.stringify({ overrides: { 'color.nope': 'red' } }),
          }),
      ],
      [
        'checkout card',
        async () => {
          await shopper.add({ product_id: pick.productId, variant_id: pick.variantId });
          await shopper.readyForPayment();
          const answer = await shopper.checkout({ method: 'card', card: { number: '1234' } });
          return new Response(JSON.stringify(answer.body), { status: answer.status });
        },
      ],
    ];
    const shapes: Record<string, unknown> = {};
    for (const [label, answer] of cases) {
      const response = await answer();
      const body = await response.json();
      expect(response.status, label).toBe(422);
      const messages = Object.values(body.errors ?? {}) as unknown[];
      shapes[label] = {
        keys: Object.keys(body).sort(),
        errorsAreMessageLists: messages.every(
          (list) => Array.isArray(list) && list.length > 0 && list.every((m) => typeof m === 'string'),
        ),
        someField: messages.length > 0,
        messageLeads: body.message === (messages[0] as string[] | undefined)?.[0],
        english: !JSON.stringify(body).includes('"validation.'),
      };
    }
    const expected = {
      keys: ['errors', 'message'],
      errorsAreMessageLists: true,
      someField: true,
      messageLeads: true,
      english: true,
    };
    expect(shapes).toEqual(Object.fromEntries(cases.map(([label]) => [label, expected])));
  });

  it('names wire fields: an address field by its snake_case name', async () => {
    const response = await ctx.request(
      '/api/store/cart/address',
      postJson({ country: 'US', first_name: '' }),
    );
    const body = await response.json();
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['first_name', 'last_name', 'address1']));
    expect(body.errors.first_name).toEqual(['Enter a first name.']);
  });
});

describe('domain errors', () => {
  it('map each code to its status, with the message and fields as the body', () => {
    expect(domainErrorStatus).toEqual({
      not_found: 404,
      invalid: 422,
      conflict: 409,
      in_progress: 409,
      payment_declined: 402,
    });
    for (const code of domainErrorCodes) {
      const answer = errorAnswer(new DomainError(code, 'Refused', { field: ['Refused'] }));
      expect(answer).toEqual({
        status: domainErrorStatus[code],
        body: { message: 'Refused', errors: { field: ['Refused'] } },
      });
    }
    expect(errorAnswer(new DomainError('not_found', 'Gone'))).toEqual({
      status: 404,
      body: { message: 'Gone' },
    });
    expect(errorAnswer(new Error('boom'))).toBeUndefined();
  });

  it('are what domain code throws: it imports nothing of HTTP', () => {
    const root = path.resolve('server/domain');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.ts'),
    );
    const offenders = files.filter((file) =>
      /from '(hono[^']*|[./]*http\/(errors|validate|request|env|cartCookie))'/.test(
        readFileSync(path.join(root, file), 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
