/**
 * Themes at run time (issue 6 item 7, ARCHITECTURE §4): the active theme, its settings, its
 * effective layouts and the merchant's token overrides, kept in `store_settings` under the
 * `theme` key as `{ active, themes: { <name>: { tokens, layouts } } }` — per theme, so previewing
 * another theme never mixes in overrides made for the active one.
 */
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  type LayoutTemplate,
  layoutTemplate,
  type TemplateName,
  type ThemeData,
  templateNames,
  themeQuery,
} from '../../api/theme';
import { athenaLayouts } from '../../themes/athena/layouts/index';
import athenaSettings from '../../themes/athena/settings.json';
import { athenaTokens } from '../../themes/athena/tokens';
import { brooklynLayouts } from '../../themes/brooklyn/layouts/index';
import brooklynSettings from '../../themes/brooklyn/settings.json';
import { brooklynTokens } from '../../themes/brooklyn/tokens';
import { defaultThemeName, isThemeName, type ThemeName, themeNames } from '../../themes/names';
import { showtimeLayouts } from '../../themes/showtime/layouts/index';
import showtimeSettings from '../../themes/showtime/settings.json';
import { showtimeTokens } from '../../themes/showtime/tokens';
import { venueLayouts } from '../../themes/venue/layouts/index';
import venueSettings from '../../themes/venue/settings.json';
import { venueTokens } from '../../themes/venue/tokens';
import { vogueLayouts } from '../../themes/vogue/layouts/index';
import vogueSettings from '../../themes/vogue/settings.json';
import { vogueTokens } from '../../themes/vogue/tokens';
import type { Tokens } from '../../tokens/tokenType';
import type { Db } from '../db/client';
import { storeSettings } from '../db/tables/content';
import type { AppEnv } from '../http/env';
import { cachedRead, invalidateReads } from '../http/readCache';
import { validQuery } from '../http/validate';

/** The settings key the theme document lives under. */
export const THEME_SETTINGS_KEY = 'theme';

export interface StoredThemeDoc {
  active: ThemeName;
  themes: Partial<
    Record<
      ThemeName,
      { tokens?: Record<string, string>; layouts?: Partial<Record<TemplateName, LayoutTemplate>> }
    >
  >;
}

const settingsByTheme: Record<ThemeName, Record<string, unknown>> = {
  venue: venueSettings,
  showtime: showtimeSettings,
  vogue: vogueSettings,
  athena: athenaSettings,
  brooklyn: brooklynSettings,
};

const rawLayouts: Record<ThemeName, Record<TemplateName, unknown>> = {
  venue: venueLayouts,
  showtime: showtimeLayouts,
  vogue: vogueLayouts,
  athena: athenaLayouts,
  brooklyn: brooklynLayouts,
};

/** Each theme's default templates, structure-checked at import so a broken file fails at start. */
export const themeLayouts = Object.fromEntries(
  themeNames.map((name) => [
    name,
    Object.fromEntries(
      templateNames.map((template) => {
        const parsed = layoutTemplate.safeParse(rawLayouts[name][template]);
        if (!parsed.success)
          throw new Error(`themes/${name}/layouts/${template}.json: ${parsed.error.message}`);
        return [template, parsed.data];
      }),
    ),
  ]),
) as Record<ThemeName, Record<TemplateName, LayoutTemplate>>;

const tokensByTheme: Record<ThemeName, Tokens> = {
  venue: venueTokens,
  showtime: showtimeTokens,
  vogue: vogueTokens,
  athena: athenaTokens,
  brooklyn: brooklynTokens,
};

/**
 * The stored theme document, fresh from the database: for the admin routes, which change it.
 * Readers use `cachedThemeDoc`.
 */
export async function readThemeDoc(db: Db): Promise<StoredThemeDoc> {
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.key, THEME_SETTINGS_KEY));
  const value = (row?.value ?? {}) as Partial<StoredThemeDoc>;
  return {
    active: isThemeName(value.active) ? value.active : defaultThemeName,
    themes: value.themes && typeof value.themes === 'object' ? value.themes : {},
  };
}

/** The theme document every page render reads (twice): shared for the read cache's TTL. */
export function cachedThemeDoc(db: Db): Promise<Readonly<StoredThemeDoc>> {
  return cachedRead(db, THEME_SETTINGS_KEY, () => readThemeDoc(db));
}

export async function writeThemeDoc(db: Db, doc: StoredThemeDoc): Promise<void> {
  const value = doc as unknown as Record<string, unknown>;
  await db
    .insert(storeSettings)
    .values({ key: THEME_SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: storeSettings.key, set: { value, updatedAt: sql`now()` } });
  // The switch or override shows on the very next request of this process.
  invalidateReads(db);
}

/** The theme's templates with the merchant's overrides on top. */
export function effectiveTheme(doc: Readonly<StoredThemeDoc>, name: ThemeName): ThemeData {
  const own = doc.themes[name] ?? {};
  const layouts: Record<string, LayoutTemplate> = {};
  for (const template of templateNames) {
    layouts[template] = own.layouts?.[template] ?? themeLayouts[name][template];
  }
  return {
    name,
    active: doc.active,
    settings: settingsByTheme[name],
    layouts,
    tokenOverrides: own.tokens ?? {},
  };
}

// ---------- token overrides ----------

type TokenKind = 'color' | 'length' | 'fontFamily' | 'keyword' | 'free';

/** Every dotted token path of the contract, e.g. `color.background.body` (taken from venue). */
export const tokenPaths: readonly string[] = (() => {
  const paths: string[] = [];
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') paths.push(prefix);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) walk(child, prefix ? `${prefix}.${key}` : key);
    }
  };
  walk(tokensByTheme.venue, '');
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
            ? fontFamilyPattern.test(value)
            : kind === 'keyword'
              ? keywordPattern.test(value)
              : freePattern.test(value);
    if (!ok) fail(`Expected a CSS ${kind === 'free' ? 'value' : kind === 'fontFamily' ? 'font list' : kind}`);
  }
  return errors;
}

// ---------- routes ----------

/** `GET /api/store/theme[?preview=<name>]` — an unknown preview name is ignored. */
export function createThemeRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/theme', validQuery(themeQuery), async (c) => {
    const doc = await cachedThemeDoc(c.get('ctx').db);
    const preview = c.req.valid('query').preview;
    const name = isThemeName(preview) ? preview : doc.active;
    // The merchant can switch at any moment: a shared cache may hold this for a second only (in
    // this process, the admin write also empties the loaders' sub-request cache at once).
    c.header('Cache-Control', 'public, max-age=0, s-maxage=1');
    c.header('Vary', 'X-LANG, Accept-Encoding');
    return c.json({ data: effectiveTheme(doc, name) });
  });
  return app;
}
