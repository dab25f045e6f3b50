import type { ReactNode } from 'react';
import { useIntl } from '../../lib/i18n/intl';
import { CheckIcon, ErrorIcon, InfoIcon, WarningIcon } from '../PopupCart/cartIcons';
import { CloseIcon } from '../private/icons';
import * as styles from './Notices.css';

export const noticeTones = ['info', 'warning', 'error', 'success'] as const;
export type NoticeTone = (typeof noticeTones)[number];

const icons: Record<NoticeTone, () => ReactNode> = {
  info: InfoIcon,
  warning: WarningIcon,
  error: ErrorIcon,
  success: CheckIcon,
};

export interface InlineNoticeProps {
  /**
   * The meaning: `warning` for notices, `error` for failures, `success` for confirmations.
   * @default 'info'
   */
  tone?: NoticeTone;
  /** Shows a close button; called when the shopper dismisses the notice. */
  onDismiss?: () => void;
  /**
   * Announce the notice when it appears: `polite` waits for a pause, `assertive` interrupts. Errors default to assertive.
   * @default tone === 'error' ? 'assertive' : 'polite'
   */
  live?: 'polite' | 'assertive' | 'off';
  children: ReactNode;
}

/** A message inside the page flow (under a form, at the top of the cart): icon, text and an optional close button. */
export const InlineNotice = ({ tone = 'info', onDismiss, live, children }: InlineNoticeProps) => {
  const intl = useIntl();
  const Icon = icons[tone];
  const politeness = live ?? (tone === 'error' ? 'assertive' : 'polite');
  const role = politeness === 'off' ? undefined : politeness === 'assertive' ? 'alert' : 'status';
  return (
    <div className={`${styles.notice} ${styles.tone[tone]}`} role={role}>
      <span className={`${styles.icon} ${styles.iconTone[tone]}`}>
        <Icon />
      </span>
      <div className={styles.message}>{children}</div>
      {onDismiss ? (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={intl.formatMessage({ id: 'notice.dismiss' })}
          onClick={onDismiss}
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
};
