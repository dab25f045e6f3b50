import { useEffect, useState } from 'react';
import { useIntl } from '../../lib/i18n/intl';
import { BACK_TO_TOP_DELAY_MS, isBackToTopVisible } from '../../lib/nav/backToTop';
import { SCROLL_THROTTLE_MS, throttle } from '../../lib/nav/timing';
import { Icon } from '../Icon/Icon';
import * as styles from './BackToTop.css';

export interface BackToTopProps {
  /**
   * The theme setting (shown only when enabled).
   * @default true
   */
  enabled?: boolean;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A floating "back to top" button (right 50, bottom 150, inserted
 * 1000 ms after the page starts). It shows once the shopper has scrolled half a
 * screen and scrolls smoothly to the top — instantly under reduced motion.
 */
export const BackToTop = ({ enabled = true }: BackToTopProps) => {
  const intl = useIntl();
  const [inserted, setInserted] = useState(false);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => setInserted(true), BACK_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled]);

  useEffect(() => {
    if (!inserted) return;
    const update = () => setVisible(isBackToTopVisible(window.scrollY, window.innerHeight));
    const onScroll = throttle(update, SCROLL_THROTTLE_MS);
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, [inserted]);

  if (!enabled || !inserted) return null;
  return (
    <button
      type="button"
      className={styles.root}
      data-visible={visible}
      // Hidden from everyone while it would do nothing useful.
      hidden={!visible}
      aria-label={intl.formatMessage({ id: 'backToTop.label' })}
      onClick={(event) => {
        // The button hides itself half a screen from the top; hiding it while it has focus made
        // Chromium stop the smooth scroll there (~100-300 px short of the top). Focus leaves it first.
        event.currentTarget.blur();
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      }}
    >
      <Icon name="arrowUp" size="large" />
    </button>
  );
};
