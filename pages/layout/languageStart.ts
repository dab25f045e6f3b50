/**
 * Loads a language's pack with what comes with it (pages/languageBoot.ts): before a page in that
 * language starts (pages/entry.client.tsx), or when the page moves into a language whose pack is
 * not here yet (root.tsx). Never rejects: a pack loader that cannot be loaded counts as a failed
 * pack, and the page stays in en-US.
 */
import { packs } from '../../lib/i18n/packCache';

export const loadLanguage = (locale?: string): Promise<unknown> =>
  import('../languageBoot')
    .then((module) => module.loadPack(locale ?? module.localeOfPath(window.location.pathname)))
    // Without its loader no pack can load (`*`).
    .catch(() => packs.failed.add(locale ?? '*'));
