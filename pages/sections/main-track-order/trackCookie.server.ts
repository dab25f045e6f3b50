/**
 * Track Your Order's proof: a lookup by order number and email sets a short-lived httpOnly cookie
 * holding both (sent only to the tracking page), and the page looks the order up with it. The
 * email never goes into a URL (logs, referrers, history).
 */
import { readCookie } from '../../loaders/request';
import { TRACK_PATH } from './trackPath';

export { TRACK_PATH };
export const TRACK_COOKIE = 'vitrine_track';
const MAX_AGE_SECONDS = 60 * 60;

export interface TrackProof {
  number: string;
  email: string;
}

export function trackCookieHeader(request: Request, proof: TrackProof): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  const value = encodeURIComponent(JSON.stringify(proof));
  return `${TRACK_COOKIE}=${value}; Path=${TRACK_PATH}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

export function readTrackCookie(request: Request): TrackProof | null {
  const raw = readCookie(request, TRACK_COOKIE);
  if (!raw) return null;
  try {
    const { number, email } = JSON.parse(raw) as Record<string, unknown>;
    return typeof number === 'string' && typeof email === 'string' ? { number, email } : null;
  } catch {
    return null;
  }
}
