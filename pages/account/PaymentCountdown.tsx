import { useEffect, useState } from 'react';
import { InlineNotice, Stack, Text } from '../../components';
import { countdownClock } from '../../lib/i18n/clock';
import { useIntl } from '../../lib/i18n/intl';
import { paymentTimeRemainingMs } from '../../lib/orders/paymentDeadline';

export interface PaymentCountdownProps {
  /** ISO time after which the unpaid order is cancelled. */
  deadline: string;
  /** The formatted total to transfer. */
  total: string;
  /** The order was already cancelled by the store. */
  cancelled: boolean;
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
 * An unpaid order's payment deadline and a live countdown to it; once it has passed, the order is
 * cancelled (the store cancels unpaid orders at their deadline). The server's HTML states the
 * deadline itself, so the page is right without JavaScript too.
 */
export const PaymentCountdown = ({ deadline, total, cancelled }: PaymentCountdownProps) => {
  const intl = useIntl();
  const [running, setRunning] = useState(!cancelled);
  const now = useNow(running);
  const remaining =
    now === null
      ? undefined
      : paymentTimeRemainingMs({ paymentStatus: 'unpaid', paymentDeadline: deadline }, new Date(now));
  const over = cancelled || remaining === 0;
  useEffect(() => {
    if (over) setRunning(false);
  }, [over]);
  const when = intl.formatDate(deadline, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
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
