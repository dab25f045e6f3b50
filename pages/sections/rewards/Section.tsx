import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useIntl } from '../../../lib/i18n/intl';
import type { Messages } from '../../../lib/i18n/loadMessages';
import { withScopedMessages } from '../../../lib/i18n/ScopedMessages';
import rewardsMessages from '../../../locales/en-US.json?scope=rewards';
import type { SectionProps } from '../../layout/types';
import './launcher.css';
import type { schema } from './schema';

/** The panel's code: fetched on the first press, or when the browser is idle after the page loads. */
const loadPanel = () => import('./RewardsPanel');
const RewardsPanel = lazy(loadPanel);

/** Pages whose own buttons sit at the bottom on phones (cart, checkout): no launcher there. */
const hiddenOn = /(^|\/)(cart|checkouts?)(\/|$)/;

const GiftIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7z" />
  </svg>
);

/**
 * The rewards launcher: a plain button in the server's HTML (this section hydrates when in view,
 * as its own chunk, so the page's initial JavaScript does not grow). The panel is another chunk,
 * loaded on the first press or once the browser is idle.
 */
export const RewardsSection = ({ themeSettings }: SectionProps<typeof schema>) => {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Closing the panel (Escape, the close button) puts focus back on the launcher.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    idle(() => void loadPanel());
  }, []);
  if (!themeSettings.rewardsWidget || hiddenOn.test(pathname)) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-rewards-launcher=""
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <GiftIcon />
        <span data-rewards-label="">{intl.formatMessage({ id: 'rewards.launcher' })}</span>
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <RewardsPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
};

export default withScopedMessages(rewardsMessages as Messages, RewardsSection);
