import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  canShareNatively,
  isShareNetwork,
  openSharePopup,
  popupFeatures,
  SHARE_POLL_MS,
  shareNetworks,
  shareUrl,
} from '../../../lib/share';

const content = {
  url: 'https://shop.example/products/linen-shirt?variant=3',
  title: 'Linen shirt & tie',
  description: 'Breezy linen.',
  quote: 'Best shirt',
  hashtags: ['#linen', 'summer'],
  media: 'https://shop.example/media/shirt.jpg',
  twitterUser: '@vitrine',
};

const params = (address: string) => new URL(address).searchParams;

describe('shareUrl', () => {
  it('gives every network its own address with the content encoded', () => {
    for (const network of shareNetworks) expect(shareUrl(network, content)).toMatch(/^(https:\/\/|mailto:)/);
    const facebook = params(shareUrl('facebook', content));
    expect(facebook.get('u')).toBe(content.url);
    expect(facebook.get('quote')).toBe('Best shirt');
    expect(facebook.get('hashtag')).toBe('#linen');
    const twitter = params(shareUrl('twitter', content));
    expect(twitter.get('text')).toBe('Linen shirt & tie');
    expect(twitter.get('hashtags')).toBe('linen,summer');
    expect(twitter.get('via')).toBe('vitrine');
    const pin = params(shareUrl('pinterest', content));
    expect(pin.get('media')).toBe(content.media);
    expect(pin.get('description')).toBe('Breezy linen.');
    expect(shareUrl('email', content)).toBe(
      `mailto:?subject=${encodeURIComponent(content.title)}&body=${encodeURIComponent(`Breezy linen.\n${content.url}`)}`,
    );
  });

  it('leaves out what is not given', () => {
    const twitter = params(shareUrl('twitter', { url: content.url }));
    expect([...twitter.keys()]).toEqual(['url']);
  });

  it('refuses an unknown network by name', () => {
    expect(isShareNetwork('myspace')).toBe(false);
    expect(() => shareUrl('myspace', content)).toThrow('Unknown share network "myspace"');
  });
});

describe('openSharePopup', () => {
  afterEach(() => vi.useRealTimers());

  it('opens a 626 × 436 popup centred on the window', () => {
    expect(popupFeatures({ left: 100, top: 50, width: 1226, height: 936 })).toMatch(
      /^width=626,height=436,left=400,top=300,/,
    );
  });

  it('checks every 500 ms and reports the close once', () => {
    vi.useFakeTimers();
    const popup = { closed: false } as Window;
    const win = {
      open: vi.fn(() => popup),
      setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
      clearInterval: (id: number) => clearInterval(id),
      screenX: 0,
      screenY: 0,
      outerWidth: 1280,
      outerHeight: 800,
    } as unknown as Window;
    const onClose = vi.fn();
    openSharePopup('https://x.test', { win, onClose });
    expect(win.open).toHaveBeenCalledWith(
      'https://x.test',
      'share',
      expect.stringContaining('width=626,height=436'),
    );
    vi.advanceTimersByTime(SHARE_POLL_MS * 3);
    expect(onClose).not.toHaveBeenCalled();
    (popup as { closed: boolean }).closed = true;
    vi.advanceTimersByTime(SHARE_POLL_MS);
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SHARE_POLL_MS * 4);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('answers null when the browser blocks the popup', () => {
    const win = { open: () => null } as unknown as Window;
    expect(openSharePopup('https://x.test', { win }).popup).toBeNull();
  });
});

describe('canShareNatively', () => {
  it('is true only where the browser has a share sheet that takes the content', () => {
    expect(canShareNatively(undefined, content)).toBe(false);
    expect(canShareNatively({} as Navigator, content)).toBe(false);
    expect(canShareNatively({ share: async () => {} } as unknown as Navigator, content)).toBe(true);
    expect(
      canShareNatively({ share: async () => {}, canShare: () => false } as unknown as Navigator, content),
    ).toBe(false);
  });
});
