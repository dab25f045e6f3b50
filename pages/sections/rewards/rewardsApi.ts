/**
 * The panel's calls to `/api/store/stamped/*` (types only from the contract: no zod in the
 * browser). Every call sends the page's language (X-LANG), so refusals come in it.
 */

import type { z } from 'zod';
import type {
  RedeemRewardResponse,
  rewardsCampaignsResponse,
  rewardsConfigResponse,
  rewardsPointsResponse,
} from '../../../api/rewards';

/** A refusal from the store, with its message in the shopper's language. */
export class RewardsError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call<T>(lang: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`/api/store/stamped${path}`, {
    ...init,
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'x-lang': lang, ...(init.headers ?? {}) },
  });
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  if (!response.ok) {
    throw new RewardsError(response.status, typeof body.message === 'string' ? body.message : '');
  }
  return body as T;
}

/**
 * The customer's token: tried up to 3 times, 50 ms apart, when the store cannot be reached or
 * fails; a guest's 401 is an answer (null), not a failure.
 */
export async function getToken(lang: string): Promise<string | null> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) await wait(50);
    try {
      return (await call<{ token: string }>(lang, '/getToken')).token;
    } catch (error) {
      if (error instanceof RewardsError && error.status === 401) return null;
      lastError = error;
    }
  }
  throw lastError;
}

export const getPoints = (lang: string, customer: { id: number; email: string }, token: string) =>
  call<z.infer<typeof rewardsPointsResponse>>(lang, '/points', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ customerId: customer.id, customerEmail: customer.email, authToken: token }),
  });

export const getConfig = (lang: string) => call<z.infer<typeof rewardsConfigResponse>>(lang, '/config');

export const getCampaigns = (lang: string) =>
  call<z.infer<typeof rewardsCampaignsResponse>>(lang, '/campaigns');

export const redeem = (lang: string, templateId: number, csrfToken: string) =>
  call<RedeemRewardResponse>(lang, '/redeem_rewards', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
    body: JSON.stringify({ templateId }),
  });
