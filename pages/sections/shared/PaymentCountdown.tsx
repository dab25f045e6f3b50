import { useEffect, useState } from 'react';
import { InlineNotice, Stack, Text } from '../../../components';
import { countdownClock } from '../../../lib/i18n/clock';
import { useIntl } from '../../../lib/i18n/intl';
import { paymentTimeRemainingMs } from '../../../lib/orders/paymentDeadline';
import type { OrderState } from '../../../lib/orders/status';

export interface PaymentCountdownProps {
  /** ISO time after which the unpaid order is cancelled. */
  deadline: string;
  /** The formatted total to transfer. */
  total: string;
  /** The order's state: a cancelled one shows as cancelled, a closed one without a countdown. */
  state: OrderState;
}

/** The time now, ticking each second in the browser; null on the server and while hydrating. */
function useNow(running: boolean): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}

/**
 * An unpaid order's payment deadline and a live countdown to it (the thank-you page and the
 * account's order); once it has passed, the order is cancelled (the store cancels unpaid orders
 * at their deadline). The server's HTML states the deadline itself, so the page is right without
 * JavaScript too.
 */
export const PaymentCountdown = ({ deadline, total, state }: PaymentCountdownProps) => {
  const intl = useIntl();
  const [running, setRunning] = useState(state !== 'cancelled');
  const now = useNow(running);
  const remaining =
    now === null
      ? undefined
      : paymentTimeRemainingMs({ paymentStatus: 'unpaid', state, paymentDeadline: deadline }, new Date(now));
  const over = state === 'cancelled' || remaining === 0;
  useEffect(() => {
    if (over) setRunning(false);
  }, [over]);
  const when = intl.formatDate(deadline, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    // Server and browser format alike (no hydration mismatch); the zone is printed.
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  if (over) {
    return (
      <InlineNotice tone="error" live="polite">
        <Stack space="xsmall">
          <Text weight="strong">{intl.formatMessage({ id: 'thankYou.payment.cancelled' })}</Text>
          <Text>{intl.formatMessage({ id: 'thankYou.payment.cancelledText' }, { deadline: when })}</Text>
        </Stack>
      </InlineNotice>
    );
  }
  const seconds = Math.floor((remaining ?? 0) / 1000);
  const clock = countdownClock(seconds, intl.formatNumber);
  return (
    <InlineNotice tone="warning" live="off">
      <Stack space="xsmall">
        <Text weight="strong">{intl.formatMessage({ id: 'thankYou.payment.awaiting' })}</Text>
        <Text>{intl.formatMessage({ id: 'thankYou.payment.bankTransfer' }, { total, deadline: when })}</Text>
        {remaining !== undefined ? (
          // A timer is not announced each second (role="timer" is polite-off by default).
          <Text weight="medium">
            <span role="timer">
              {intl.formatMessage(
                { id: 'thankYou.payment.timeLeft' },
                { days: Math.floor(seconds / 86_400), clock },
              )}
            </span>
          </Text>
        ) : null}
      </Stack>
    </InlineNotice>
  );
};
