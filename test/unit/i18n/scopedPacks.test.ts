import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messageScopes } from '../../../lib/i18n/messageScopes';
import { scopedPacksDeclaration, scopedPacksPath } from '../../../scripts/lib/scopedPacks';

describe('scoped pack declarations (generated from messageScopes)', () => {
  it('declares a module for the root part and for every scope, a new one included', () => {
    const text = scopedPacksDeclaration(['root', 'checkout', 'brandNew']);
    for (const name of ['root', 'checkout', 'brandNew'])
      expect(text).toContain(`declare module '*.json?scope=${name}'`);
    expect(text.match(/declare module/g)).toHaveLength(3);
  });

  it('is what lib/i18n/scopedPacks.d.ts holds, one declaration per scope', () => {
    const file = readFileSync(scopedPacksPath, 'utf8');
    expect(file).toBe(scopedPacksDeclaration());
    expect(file.match(/declare module/g)).toHaveLength(Object.keys(messageScopes).length + 1);
  });
});
