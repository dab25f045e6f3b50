/**
 * What a page in a language other than en-US loads before it starts (pages/entry.client.tsx): the
 * pack loader, and the notice the page shows if its pack cannot be loaded.
 */
import { packs } from '../lib/i18n/packCache';
import { PackFailedNotice } from './layout/PackFailedNotice';

packs.failedNotice = PackFailedNotice;

export { localeOfPath } from '../lib/i18n/localePrefix';
export { loadPack } from '../lib/i18n/packLoader';
