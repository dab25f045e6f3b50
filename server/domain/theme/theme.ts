/**
 * Themes at run time: the active theme, its settings, its effective layouts and the merchant's
 * token overrides, kept in `store_settings` under the `theme` key as
 * `{ active, themes: { <name>: { tokens, layouts } } }` — per theme, so previewing another theme
 * never mixes in overrides made for the active one. The merchant's changes (`switchTheme`,
 * `setTokenOverrides`, `setLayout`) refuse bad input with coded domain errors.
 */
import { eq, sql } from 'drizzle-orm';
import {
  isTemplateName,
  type LayoutTemplate,
  layoutTemplate,
  type TemplateName,
  type ThemeData,
  templateNames,
} from '../../../api/theme';
import { athenaLayouts } from '../../../themes/athena/layouts/index';
import athenaSettings from '../../../themes/athena/settings.json';
import { brooklynLayouts } from '../../../themes/brooklyn/layouts/index';
import brooklynSettings from '../../../themes/brooklyn/settings.json';
import { defaultThemeName, isThemeName, type ThemeName, themeNames } from '../../../themes/names';
import { showtimeLayouts } from '../../../themes/showtime/layouts/index';
import showtimeSettings from '../../../themes/showtime/settings.json';
import { venueLayouts } from '../../../themes/venue/layouts/index';
import venueSettings from '../../../themes/venue/settings.json';
import { vogueLayouts } from '../../../themes/vogue/layouts/index';
import vogueSettings from '../../../themes/vogue/settings.json';
import type { Db } from '../../db/client';
import { storeSettings } from '../../db/tables/content';
import { cachedRead, invalidateReads } from '../../http/readCache';
import { DomainError, notFound } from '../errors';
import { validateTokenOverrides } from './tokens';

/** The settings key the theme document lives under. */
export const THEME_SETTINGS_KEY = 'theme';

export interface StoredThemeDoc {
  active: ThemeName;
  themes: Partial<
    Record<
      ThemeName,
      {
        tokens?: Record<string, string>;
        layouts?: Partial<Record<TemplateName, LayoutTemplate>>;
        /** The merchant's behaviour settings, over the theme's settings.json key by key. */
        settings?: Record<string, unknown>;
      }
    >
  >;
}

export const settingsByTheme: Record<ThemeName, Record<string, unknown>> = {
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

/**
 * The stored theme document, fresh from the database: for the admin routes, which change it.
 * Readers use `cachedThemeDoc`.
 */
export async function readThemeDoc(db: Db): Promise<StoredThemeDoc> {
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.key, THEME_SETTINGS_KEY));
  return toThemeDoc(row?.value);
}

/** A stored `theme` settings value as the theme document (an unknown active theme is the default). */
export function toThemeDoc(stored: Record<string, unknown> | undefined): StoredThemeDoc {
  const value = (stored ?? {}) as Partial<StoredThemeDoc>;
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
  await storeThemeDoc(db, doc);
  // The switch or override shows on the very next request of this process.
  invalidateReads(db);
}

/** Writes the live theme document (inside a transaction too); the caller empties the read cache. */
export async function storeThemeDoc(db: Db, doc: StoredThemeDoc): Promise<void> {
  const value = doc as unknown as Record<string, unknown>;
  await db
    .insert(storeSettings)
    .values({ key: THEME_SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: storeSettings.key, set: { value, updatedAt: sql`now()` } });
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
    settings: { ...settingsByTheme[name], ...own.settings },
    layouts,
    tokenOverrides: own.tokens ?? {},
  };
}

// ---------- the merchant's changes ----------

/** The theme a change is for: the named one, or the active one when none is named. */
function themeOrActive(requested: string | undefined, active: ThemeName): ThemeName {
  if (requested === undefined) return active;
  if (!isThemeName(requested))
    throw new DomainError('invalid', 'Unknown theme', { theme: ['Unknown theme'] });
  return requested;
}

/** Makes `name` the active theme. */
export async function switchTheme(db: Db, name: string): Promise<ThemeData> {
  if (!isThemeName(name)) throw new DomainError('invalid', 'Unknown theme', { name: ['Unknown theme'] });
  const doc = await readThemeDoc(db);
  doc.active = name;
  await writeThemeDoc(db, doc);
  return effectiveTheme(doc, name);
}

/**
 * Replaces a theme's token overrides (the active theme's unless `theme` names another): sending
 * `{}` restores the theme's own tokens. Every value is checked first; one bad value changes nothing.
 */
export async function setTokenOverrides(
  db: Db,
  change: { theme?: string; overrides: Record<string, string> },
): Promise<ThemeData> {
  const errors = validateTokenOverrides(change.overrides);
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new DomainError('invalid', first, errors);
  const doc = await readThemeDoc(db);
  const name = themeOrActive(change.theme, doc.active);
  const trimmed = Object.fromEntries(Object.entries(change.overrides).map(([k, v]) => [k, v.trim()]));
  doc.themes[name] = { ...doc.themes[name], tokens: trimmed };
  await writeThemeDoc(db, doc);
  return effectiveTheme(doc, name);
}

/** Sets a theme's own version of a template; `layout: null` falls back to the theme's default. */
export async function setLayout(
  db: Db,
  change: { theme?: string; template: string; layout: LayoutTemplate | null },
): Promise<ThemeData> {
  if (!isTemplateName(change.template)) throw notFound(`No template named ${change.template}`);
  const doc = await readThemeDoc(db);
  const name = themeOrActive(change.theme, doc.active);
  const own = doc.themes[name] ?? {};
  const layouts = { ...own.layouts };
  if (change.layout === null) delete layouts[change.template];
  else layouts[change.template] = change.layout;
  doc.themes[name] = { ...own, layouts };
  await writeThemeDoc(db, doc);
  return effectiveTheme(doc, name);
}
