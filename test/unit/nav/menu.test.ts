import { describe, expect, it } from 'vitest';
import {
  accountLinkKinds,
  activeTrail,
  BACK_TO_TOP_BOTTOM,
  BACK_TO_TOP_DELAY_MS,
  BACK_TO_TOP_RIGHT,
  hasChildren,
  isBackToTopVisible,
  type MenuItem,
  menuDepth,
  visibleServiceEmail,
} from '../../../lib/nav';

const menu: MenuItem[] = [
  { id: 'home', title: 'Home', url: '/' },
  {
    id: 'women',
    title: 'Women',
    children: [
      { id: 'w-tops', title: 'Tops', url: '/collections/women-tops' },
      { id: 'w-shoes', title: 'Shoes', url: '/collections/women-shoes', children: [] },
    ],
  },
];

describe('menu tree', () => {
  it('knows which items have children', () => {
    expect(hasChildren(menu[0]!)).toBe(false);
    expect(hasChildren(menu[1]!)).toBe(true);
    expect(hasChildren({ id: 'x', title: 'X', children: [] })).toBe(false);
  });

  it('measures depth', () => {
    expect(menuDepth([])).toBe(0);
    expect(menuDepth(menu)).toBe(2);
  });

  it('finds the trail to the current page, ignoring query and trailing slash', () => {
    expect(activeTrail(menu, '/collections/women-tops/?page=2')).toEqual(['women', 'w-tops']);
    expect(activeTrail(menu, '/')).toEqual(['home']);
    expect(activeTrail(menu, '/nowhere')).toEqual([]);
    expect(activeTrail(menu, undefined)).toEqual([]);
  });
});

describe('account links', () => {
  it('offers account and log-out when logged in, log-in otherwise', () => {
    expect(accountLinkKinds({ loggedIn: true, memberConfig: 'optional' })).toEqual(['account', 'logout']);
    expect(accountLinkKinds({ loggedIn: false, memberConfig: 'required' })).toEqual(['login']);
  });

  it('hides every account link when the member config is guest', () => {
    expect(accountLinkKinds({ loggedIn: true, memberConfig: 'guest' })).toEqual([]);
    expect(accountLinkKinds({ loggedIn: false, memberConfig: 'guest' })).toEqual([]);
  });

  it('shows the service email only when enabled and configured', () => {
    expect(visibleServiceEmail(true, 'help@example.com')).toBe('help@example.com');
    expect(visibleServiceEmail(false, 'help@example.com')).toBeUndefined();
    expect(visibleServiceEmail(true, '  ')).toBeUndefined();
    expect(visibleServiceEmail(true, undefined)).toBeUndefined();
  });
});

describe('back to top', () => {
  it('sits right 50, bottom 150 and is inserted after 1000 ms', () => {
    expect([BACK_TO_TOP_RIGHT, BACK_TO_TOP_BOTTOM, BACK_TO_TOP_DELAY_MS]).toEqual([50, 150, 1000]);
  });

  it('appears after half a screen of scrolling', () => {
    expect(isBackToTopVisible(0, 800)).toBe(false);
    expect(isBackToTopVisible(400, 800)).toBe(false);
    expect(isBackToTopVisible(401, 800)).toBe(true);
  });
});
