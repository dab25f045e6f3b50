/** Regenerates lib/i18n/scopedPacks.d.ts from lib/i18n/messageScopes.ts (scripts/lib/scopedPacks.ts). */
import { scopedPacksPath, writeScopedPacksDeclaration } from './lib/scopedPacks.ts';

if (writeScopedPacksDeclaration()) console.log(`Wrote ${scopedPacksPath}`);
