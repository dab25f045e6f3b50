import { type MouseEvent, useEffect, useState } from 'react';
import { useIntl } from '../../../lib/i18n/intl';
import {
  canShareNatively,
  openSharePopup,
  type ShareContent,
  type ShareNetwork,
  shareNatively,
  shareUrl,
} from '../../../lib/share';
import type { SectionProps } from '../../layout/types';
import { SectionShell } from '../shared';
import type { ProductShareModel } from './model';
import * as styles from './productShare.css';
import type { schema } from './schema';
import { withShareMessages } from './shareMessages';

const networks = [
  'facebook',
  'twitter',
  'pinterest',
  'whatsapp',
  'email',
] as const satisfies readonly ShareNetwork[];

/**
 * Share links under the product: each is a plain link to the network's share page (it works
 * without JavaScript, in a new tab); once hydrated a click opens it in a 626 × 436 popup instead,
 * and a "Share" button opens the browser's own share sheet where there is one.
 */
function ProductShareSection({ id, settings, data }: SectionProps<typeof schema, ProductShareModel | null>) {
  const intl = useIntl();
  const [native, setNative] = useState(false);
  const [ready, setReady] = useState(false);
  const content: ShareContent | null = data
    ? {
        url: data.url,
        title: data.title,
        description: data.description,
        quote: data.title,
        media: data.media ?? undefined,
        hashtags: settings.hashtags
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
        twitterUser: settings.twitterUser || undefined,
      }
    : null;
  const url = data?.url;
  const title = data?.title;
  useEffect(() => {
    setReady(true);
    if (url) setNative(canShareNatively(navigator, { url, title }));
  }, [url, title]);
  if (!content) return null;
  const shown = networks.filter((network) => settings[network] && (network !== 'pinterest' || content.media));
  if (shown.length === 0 && !native) return null;
  const popup = (event: MouseEvent<HTMLAnchorElement>) => {
    // Email opens the mail app, not a window.
    if (event.currentTarget.href.startsWith('mailto:')) return;
    event.preventDefault();
    const { popup: opened } = openSharePopup(event.currentTarget.href);
    // A blocked popup falls back to the link's own new tab.
    if (!opened) window.open(event.currentTarget.href, '_blank', 'noopener');
  };
  const headingId = `${id}-share`;
  return (
    <SectionShell paddingY="medium" labelledBy={headingId}>
      <div className={styles.root}>
        <h2 id={headingId} className={styles.heading}>
          {intl.formatMessage({ id: 'share.heading' })}
        </h2>
        {/* data-ready: the links open the popup from here on (before, they open a new tab). */}
        <ul className={styles.list} data-ready={ready || undefined}>
          {native ? (
            <li>
              <button
                type="button"
                className={styles.link}
                onClick={() => void shareNatively(navigator, content)}
              >
                {intl.formatMessage({ id: 'share.native' })}
              </button>
            </li>
          ) : null}
          {shown.map((network) => (
            <li key={network}>
              <a
                className={styles.link}
                href={shareUrl(network, content)}
                target={network === 'email' ? undefined : '_blank'}
                rel="noopener noreferrer"
                onClick={popup}
                aria-label={intl.formatMessage({ id: `share.on.${network}` })}
              >
                {intl.formatMessage({ id: `share.network.${network}` })}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </SectionShell>
  );
}

export default withShareMessages(ProductShareSection);
