/**
 * The clock of a countdown (`04:05:06`: hours within the day, minutes, seconds) for `seconds`
 * left, each part written by Intl in the page's locale with two digits, so the digits are the
 * locale's own. Days are told apart by the message that shows the clock.
 */
export const countdownClock = (
  seconds: number,
  formatNumber: (value: number, options: Intl.NumberFormatOptions) => string,
): string =>
  [Math.floor((seconds % 86_400) / 3600), Math.floor((seconds % 3600) / 60), seconds % 60]
    .map((part) => formatNumber(part, { minimumIntegerDigits: 2, useGrouping: false }))
    .join(':');
