/**
 * Social share: the share address of each common network, a centred popup window polled for
 * closing, and the browser's native share sheet where it has one. No network's script is loaded:
 * every share is a plain link the network understands.
 */

/** What is shared; every field but `url` is optional and a network takes the ones it knows. */
export interface ShareContent {
  url: string;
  title?: string;
  description?: string;
  /** A quotation shown with the link (Facebook). */
  quote?: string;
  /** Without the leading `#`. */
  hashtags?: readonly string[];
  /** An image address (Pinterest needs one). */
  media?: string;
  /** The store's X (Twitter) account, without the `@`: "via @user". */
  twitterUser?: string;
}

export const shareNetworks = [
  'facebook',
  'twitter',
  'pinterest',
  'linkedin',
  'reddit',
  'whatsapp',
  'telegram',
  'email',
] as const;
export type ShareNetwork = (typeof shareNetworks)[number];

/** The share popup's size, px. */
export const SHARE_POPUP = { width: 626, height: 436 } as const;
/** How often an open popup is checked for having been closed, ms. */
export const SHARE_POLL_MS = 500;

export const isShareNetwork = (name: string): name is ShareNetwork =>
  (shareNetworks as readonly string[]).includes(name);

const query = (params: Record<string, string | undefined>) =>
  Object.entries(params)
    .flatMap(([key, value]) => (value ? [`${key}=${encodeURIComponent(value)}`] : []))
    .join('&');

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join('\n');

/** The address that shares `content` on `network`; an unknown network is an error that names it. */
export function shareUrl(network: string, content: ShareContent): string {
  const { url, title, description, quote, hashtags = [], media, twitterUser } = content;
  const tags = hashtags.map((tag) => tag.replace(/^#/, '')).filter(Boolean);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${query({
        u: url,
        quote,
        hashtag: tags[0] ? `#${tags[0]}` : undefined,
      })}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?${query({
        url,
        text: title,
        hashtags: tags.join(',') || undefined,
        via: twitterUser?.replace(/^@/, ''),
      })}`;
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?${query({ url, media, description: description ?? title })}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}`;
    case 'reddit':
      return `https://www.reddit.com/submit?${query({ url, title })}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?${query({ text: joined(title, url) })}`;
    case 'telegram':
      return `https://t.me/share/url?${query({ url, text: title })}`;
    case 'email':
      return `mailto:?${query({ subject: title, body: joined(description, url) })}`;
    default:
      throw new Error(`Unknown share network "${network}". Use one of: ${shareNetworks.join(', ')}.`);
  }
}

/** The features string of a popup of the share size centred on the current window. */
export function popupFeatures(
  screen: { left: number; top: number; width: number; height: number },
  size = SHARE_POPUP,
): string {
  const left = Math.round(screen.left + (screen.width - size.width) / 2);
  const top = Math.round(screen.top + (screen.height - size.height) / 2);
  return `width=${size.width},height=${size.height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}

/**
 * Opens `url` in a 626 × 436 popup and checks every 500 ms whether it was closed; `onClose`
 * runs once when it is. Returns the window (null when the browser blocked it) and a stop function.
 */
export function openSharePopup(
  url: string,
  { onClose, win = window }: { onClose?: () => void; win?: Window } = {},
): { popup: Window | null; stop: () => void } {
  const popup = win.open(
    url,
    'share',
    popupFeatures({
      left: win.screenX ?? 0,
      top: win.screenY ?? 0,
      width: win.outerWidth || SHARE_POPUP.width,
      height: win.outerHeight || SHARE_POPUP.height,
    }),
  );
  if (!popup) return { popup: null, stop: () => {} };
  const timer = win.setInterval(() => {
    if (!popup.closed) return;
    win.clearInterval(timer);
    onClose?.();
  }, SHARE_POLL_MS);
  return { popup, stop: () => win.clearInterval(timer) };
}

/** Whether the browser has a native share sheet for this content. */
export const canShareNatively = (nav: Navigator | undefined, content: ShareContent): boolean =>
  typeof nav?.share === 'function' &&
  (typeof nav.canShare !== 'function' || nav.canShare({ url: content.url, title: content.title }));

/** Opens the native share sheet; false when the shopper dismissed it or it failed. */
export async function shareNatively(nav: Navigator, content: ShareContent): Promise<boolean> {
  try {
    await nav.share({ url: content.url, title: content.title, text: content.description });
    return true;
  } catch {
    return false;
  }
}
