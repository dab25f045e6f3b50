import { describe, expect, it } from 'vitest';
import { countdownClock } from '../../../lib/i18n/clock';

const formatterIn = (locale: string) => (value: number, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(locale, options).format(value);

describe('countdownClock', () => {
  it('writes hours within the day, minutes and seconds with two digits each', () => {
    // 2 days 4 h 5 min 6 s: the days are the message's.
    expect(countdownClock(2 * 86_400 + 4 * 3600 + 5 * 60 + 6, formatterIn('en-US'))).toBe('04:05:06');
    expect(countdownClock(59, formatterIn('he-IL'))).toBe('00:00:59');
    expect(countdownClock(23 * 3600 + 59 * 60 + 59, formatterIn('de-DE'))).toBe('23:59:59');
  });

  it('writes the locale’s own digits', () => {
    expect(countdownClock(3600 + 2 * 60 + 3, formatterIn('ar-EG'))).toBe('٠١:٠٢:٠٣');
  });
});
