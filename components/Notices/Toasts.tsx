import { useEffect, useRef } from 'react';
import type { ToastMessage } from '../../lib/cart/notices';
import { useIntl } from '../../lib/i18n/intl';
import { InlineNotice } from './InlineNotice';
import * as styles from './Notices.css';

export { noticesFromResponse, type ToastMessage, type ToastTone } from '../../lib/cart/notices';

/** How long a toast stays, in ms, when nobody hovers or focuses it. */
export const TOAST_DURATION_MS = 5000;

export interface ToastsProps {
  /** The toasts to show, newest last (build them with `noticesFromResponse`). */
  toasts: readonly ToastMessage[];
  /** Called with a toast's id when it times out or the shopper closes it. */
  onDismiss: (id: string) => void;
  /**
   * Time before a toast dismisses itself; paused while the pointer or focus is on it. `0` keeps toasts until closed.
   * @default 5000
   */
  durationMs?: number;
}

const toneOf = { warning: 'warning', error: 'error', success: 'success' } as const;

const Toast = ({
  toast,
  onDismiss,
  durationMs,
}: {
  toast: ToastMessage;
  onDismiss: () => void;
  durationMs: number;
}) => {
  const remaining = useRef(durationMs);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  const pause = () => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    remaining.current -= Date.now() - startedAt.current;
  };
  const resume = () => {
    if (durationMs <= 0 || timer.current !== undefined) return;
    startedAt.current = Date.now();
    timer.current = setTimeout(() => dismissRef.current(), Math.max(remaining.current, 0));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer starts once per toast
  useEffect(() => {
    resume();
    return () => {
      if (timer.current !== undefined) clearTimeout(timer.current);
      timer.current = undefined;
    };
  }, []);

  return (
    <li
      className={styles.toast}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resume();
      }}
    >
      <InlineNotice tone={toneOf[toast.tone]} onDismiss={onDismiss} live="off">
        {toast.message}
      </InlineNotice>
    </li>
  );
};

/**
 * Toast messages from store responses (notices → warning, errors →
 * error, success → success). Errors are announced assertively, the rest
 * politely; each closes itself after `durationMs` unless hovered or focused.
 */
export const Toasts = ({ toasts, onDismiss, durationMs = TOAST_DURATION_MS }: ToastsProps) => {
  const intl = useIntl();
  const errors = toasts.filter((toast) => toast.tone === 'error');
  const others = toasts.filter((toast) => toast.tone !== 'error');
  const label = intl.formatMessage({ id: 'notice.region' });
  // Two live regions that are always in the DOM, so screen readers announce what gets added to them.
  return (
    <section className={styles.region} aria-label={label}>
      <div role="alert" aria-live="assertive">
        <ul className={styles.list}>
          {errors.map((toast) => (
            <Toast
              key={toast.id}
              toast={toast}
              durationMs={durationMs}
              onDismiss={() => onDismiss(toast.id)}
            />
          ))}
        </ul>
      </div>
      <div role="status" aria-live="polite">
        <ul className={styles.list}>
          {others.map((toast) => (
            <Toast
              key={toast.id}
              toast={toast}
              durationMs={durationMs}
              onDismiss={() => onDismiss(toast.id)}
            />
          ))}
        </ul>
      </div>
    </section>
  );
};
