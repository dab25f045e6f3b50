import { describe, expect, it } from 'vitest';
import { loginUrl, noticeFrom, safeReturnTo } from '../../../pages/account/customer';
import { hasCustomerHint } from '../../../pages/account/customerHint';

describe('safeReturnTo', () => {
  it.each([
    ['/account/orders', '/account/orders'],
    ['/products/tee?variant=2', '/products/tee?variant=2'],
    [null, '/account'],
    ['https://evil.example/', '/account'],
    ['//evil.example/', '/account'],
    ['/\\evil.example', '/account'],
    ['/account/login?return_to=/x', '/account'],
    ['/logout', '/account'],
    ['/a\nb', '/account'],
  ])('keeps %s on this store as %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it('builds the log-in link that comes back', () => {
    expect(loginUrl('/account/orders')).toBe('/account/login?return_to=%2Faccount%2Forders');
    expect(loginUrl('/account')).toBe('/account/login');
  });
});

describe('account notices and the login hint', () => {
  it('names only known notices', () => {
    expect(noticeFrom(new URL('http://x/account?notice=verified'))).toBe('account.notice.verified');
    expect(noticeFrom(new URL('http://x/account?notice=<script>'))).toBeNull();
  });

  it('reads the readable hint cookie exactly', () => {
    expect(hasCustomerHint('a=1; vitrine_customer=1; b=2')).toBe(true);
    expect(hasCustomerHint('vitrine_customer=; x=1')).toBe(false);
    expect(hasCustomerHint('')).toBe(false);
  });
});
