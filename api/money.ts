/** Wire money ↔ minor units, zod-free for the browser: see lib/money/wire.ts. */
export { fromWireMoney, toWireMoney } from '../lib/money/wire';
