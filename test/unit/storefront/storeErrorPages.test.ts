import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StoreApiError } from '../../../api/client';
import { orNotFound } from '../../../pages/loaders/page.server';

/** What a loader throws when the store answers `status`, as the root error boundary receives it. */
async function thrownFor(status: number, kind?: 'product') {
  try {
    await orNotFound(Promise.reject(new StoreApiError(status, 'store says no')), kind);
  } catch (error) {
    return error as { type?: string; data?: unknown; init?: ResponseInit };
  }
  throw new Error('expected a throw');
}

describe('page errors from the store', () => {
  it('turns a missing product into a 404 the boundary shows as "no longer available"', async () => {
    const thrown = await thrownFor(404, 'product');
    expect(thrown.init?.status).toBe(404);
    expect(thrown.data).toMatchObject({ kind: 'product' });
  });

  it('turns a store timeout (504) into a 504 page saying the connection timed out', async () => {
    const thrown = await thrownFor(504);
    expect(thrown.init?.status).toBe(504);
    expect(thrown.data).toMatchObject({ kind: 'timeout' });
  });

  it('lets other failures through to the generic error page', async () => {
    const thrown = await thrownFor(500);
    expect(thrown).toBeInstanceOf(StoreApiError);
    expect(isRouteErrorResponse(thrown)).toBe(false);
  });
});
