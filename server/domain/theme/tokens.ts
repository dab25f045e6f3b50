/**
 * Token overrides a merchant may set: a known token path and a value of that token's kind (a
 * colour, a length, a font list, a keyword). Nothing that could smuggle requests or rules into a
 * style attribute is ever accepted.
 */
import { venueTokens } from '../../../themes/venue/tokens';

type TokenKind = 'color' | 'length' | 'fontFamily' | 'keyword' | 'free';

/** Every dotted token path of the contract, e.g. `color.background.body` (every theme has them all). */
export const tokenPaths: readonly string[] = (() => {
  const paths: string[] = [];
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') paths.push(prefix);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) walk(child, prefix ? `${prefix}.${key}` : key);
    }
  };
  walk(venueTokens, '');
  return paths;
})();
const knownPaths = new Set(tokenPaths);

function tokenKind(path: string): TokenKind {
  if (path.startsWith('color.')) return 'color';
  if (/^(space|radius|layout|control)\./.test(path) || /\.fontSize$/.test(path)) return 'length';
  if (path.startsWith('typography.fontFamily.')) return 'fontFamily';
  if (path === 'colorScheme' || /Transform$/.test(path)) return 'keyword';
  return 'free';
}

const number = String.raw`-?(?:\d+\.?\d*|\.\d+)`;
const colorPattern = new RegExp(
  [
    '^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$',
    String.raw`^(?:rgb|rgba|hsl|hsla|oklch|oklab|lab|lch)\(\s*(?:${number}(?:%|deg)?[\s,/]*){3,4}\)$`,
    '^(?:transparent|currentcolor|black|white)$',
  ].join('|'),
  'i',
);
const lengthPattern = new RegExp(`^(?:0|${number}(?:px|rem|em|%|vw|vh|ch))$`, 'i');
const fontFamilyPattern = /^[a-z0-9 ,'"-]{1,200}$/i;
/** The CJK font stacks the themes append (tokens/cjkFonts.ts): the one function a font list may hold. */
const cjkFontVariable = /var\(--vitrine-cjk-(?:sans|serif)\)/g;
const keywordPattern = /^[a-z-]{1,30}$/i;
const freePattern = /^[a-z0-9 #%.,()/-]{1,200}$/i;
/** Never accepted anywhere: these would smuggle requests or rules into a style attribute. */
const forbidden = /url\(|expression|;|[{}<>\\]|@import|javascript:/i;

/** Checks overrides; returns `{ field: [message] }` problems (empty when all are fine). */
export function validateTokenOverrides(overrides: Record<string, string>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [path, raw] of Object.entries(overrides)) {
    const value = raw.trim();
    const fail = (message: string) => {
      errors[path] = [message];
    };
    if (!knownPaths.has(path)) {
      fail('Unknown token path');
      continue;
    }
    if (forbidden.test(value)) {
      fail('Value contains a forbidden construct');
      continue;
    }
    const kind = tokenKind(path);
    const ok =
      kind === 'color'
        ? colorPattern.test(value)
        : kind === 'length'
          ? lengthPattern.test(value)
          : kind === 'fontFamily'
            ? fontFamilyPattern.test(value.replace(cjkFontVariable, 'cjk'))
            : kind === 'keyword'
              ? keywordPattern.test(value)
              : freePattern.test(value);
    if (!ok) fail(`Expected a CSS ${kind === 'free' ? 'value' : kind === 'fontFamily' ? 'font list' : kind}`);
  }
  return errors;
}
