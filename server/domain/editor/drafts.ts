/**
 * The merchant's draft of the theme document, publishing it, and the published versions.
 *
 * - The draft (one per store) is what the editor changes and the editor's preview renders; shoppers
 *   never see it. Without a draft row the draft is the live document.
 * - Every draft is checked before it is kept, with the storefront's own rules: the theme name, each
 *   token override (server/domain/theme/tokens.ts), the behaviour settings (themes/settings.ts's
 *   zod schema over the theme's settings.json) and every layout (the section schemas, strictly:
 *   `checkLayout` of the page layer, handed in by the caller). A bad value is a field error named
 *   by its path (`themes.vogue.layouts.home.sections.banner.settings.heading`); nothing is kept.
 * - Publishing checks again, then also the contrast of every text pair of the active theme: a pair
 *   under WCAG AA is refused unless the merchant overrides explicitly. The live document
 *   (`store_settings.theme`) and a new version row are written in one transaction.
 * - Every published document is kept; restoring one publishes it again as a new version.
 */
import { desc, eq, max } from 'drizzle-orm';
import { isTemplateName, templateNames } from '../../../api/theme';
import { athenaTokens } from '../../../themes/athena/tokens';
import { brooklynTokens } from '../../../themes/brooklyn/tokens';
import { checkTextPairs, type PairCheck } from '../../../themes/contrastPairs';
import { isThemeName, type ThemeName } from '../../../themes/names';
import { themeSettingsSchema } from '../../../themes/settings';
import { showtimeTokens } from '../../../themes/showtime/tokens';
import { venueTokens } from '../../../themes/venue/tokens';
import { vogueTokens } from '../../../themes/vogue/tokens';
import type { Db } from '../../db/client';
import { staffUsers, themeDrafts, themeVersions } from '../../db/schema';
import { invalidateReads } from '../../http/readCache';
import { DomainError, notFound } from '../errors';
import { readThemeDoc, type StoredThemeDoc, settingsByTheme, storeThemeDoc } from '../theme/theme';
import { validateTokenOverrides } from '../theme/tokens';

/** What the page layer hands the editor: the section schemas and the strict layout check. */
export interface EditorSchemas {
  sections: Readonly<Record<string, unknown>>;
  checkLayout: (template: unknown) => Record<string, string[]>;
}

const DRAFT_ID = 1;
const tokensByTheme: Record<ThemeName, unknown> = {
  venue: venueTokens,
  showtime: showtimeTokens,
  vogue: vogueTokens,
  athena: athenaTokens,
  brooklyn: brooklynTokens,
};

/** The theme's own value of a dotted token path. */
export function themeTokenValue(theme: ThemeName, path: string): string | undefined {
  let node: unknown = tokensByTheme[theme];
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return typeof node === 'string' ? node : undefined;
}

/** The text pairs of `theme` with the merchant's overrides in force. */
export function contrastChecks(theme: ThemeName, overrides: Record<string, string>): PairCheck[] {
  return checkTextPairs((path) => overrides[path] ?? themeTokenValue(theme, path));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks a whole theme document; throws `invalid` with every field's problem. */
export function validateThemeDoc(input: unknown, schemas: EditorSchemas): StoredThemeDoc {
  const errors: Record<string, string[]> = {};
  const doc = isObject(input) ? input : {};
  if (!isThemeName(doc.active)) errors.active = ['Choose one of the five themes'];
  const themes = isObject(doc.themes) ? doc.themes : {};
  if (doc.themes !== undefined && !isObject(doc.themes)) errors.themes = ['Expected an object'];
  const clean: StoredThemeDoc['themes'] = {};
  for (const [name, raw] of Object.entries(themes)) {
    const at = `themes.${name}`;
    if (!isThemeName(name)) {
      errors[at] = ['Unknown theme'];
      continue;
    }
    if (!isObject(raw)) {
      errors[at] = ['Expected an object'];
      continue;
    }
    const own: NonNullable<StoredThemeDoc['themes'][ThemeName]> = {};
    if (raw.tokens !== undefined) {
      const tokens = isObject(raw.tokens) ? raw.tokens : {};
      const strings: Record<string, string> = {};
      for (const [path, value] of Object.entries(tokens)) {
        if (typeof value !== 'string') errors[`${at}.tokens.${path}`] = ['Expected a CSS value'];
        else strings[path] = value.trim();
      }
      for (const [path, messages] of Object.entries(validateTokenOverrides(strings)))
        errors[`${at}.tokens.${path}`] = messages;
      own.tokens = strings;
    }
    if (raw.settings !== undefined) {
      const settings = isObject(raw.settings) ? raw.settings : {};
      const parsed = themeSettingsSchema.safeParse({ ...settingsByTheme[name], ...settings });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const key = `${at}.settings${issue.path.length ? `.${issue.path.join('.')}` : ''}`;
          errors[key] ??= [issue.message];
        }
      }
      own.settings = settings;
    }
    if (raw.layouts !== undefined) {
      const layouts = isObject(raw.layouts) ? raw.layouts : {};
      const kept: Record<string, unknown> = {};
      for (const [template, layout] of Object.entries(layouts)) {
        if (!isTemplateName(template)) {
          errors[`${at}.layouts.${template}`] = [
            `Unknown template; expected one of ${templateNames.join(', ')}`,
          ];
          continue;
        }
        for (const [path, messages] of Object.entries(schemas.checkLayout(layout)))
          errors[`${at}.layouts.${template}.${path}`] = messages;
        kept[template] = layout;
      }
      own.layouts = kept as NonNullable<typeof own.layouts>;
    }
    clean[name] = own;
  }
  const first = Object.entries(errors)[0];
  if (first) throw new DomainError('invalid', `${first[0]}: ${first[1][0]}`, errors);
  return { active: doc.active as ThemeName, themes: clean };
}

export interface DraftState {
  doc: StoredThemeDoc;
  /** The published version the draft started from; null before the first publish. */
  baseVersion: number | null;
  /** Whether the draft differs from what shoppers see (a draft row exists). */
  changed: boolean;
  updatedAt: string | null;
}

export async function latestVersionId(db: Db): Promise<number | null> {
  const [row] = await db.select({ id: max(themeVersions.id) }).from(themeVersions);
  return row?.id ?? null;
}

export async function readDraft(db: Db): Promise<DraftState> {
  const [row] = await db.select().from(themeDrafts).where(eq(themeDrafts.id, DRAFT_ID));
  if (row)
    return {
      doc: row.doc as unknown as StoredThemeDoc,
      baseVersion: row.baseVersion,
      changed: true,
      updatedAt: row.updatedAt.toISOString(),
    };
  return {
    doc: await readThemeDoc(db),
    baseVersion: await latestVersionId(db),
    changed: false,
    updatedAt: null,
  };
}

/** Checks and keeps the draft; a bad value changes nothing. */
export async function saveDraft(
  db: Db,
  input: unknown,
  staffId: number,
  schemas: EditorSchemas,
  now: Date,
): Promise<DraftState> {
  const doc = validateThemeDoc(input, schemas);
  const baseVersion = (await readDraft(db)).baseVersion;
  const value = doc as unknown as Record<string, unknown>;
  await db
    .insert(themeDrafts)
    .values({ id: DRAFT_ID, doc: value, baseVersion, updatedAt: now, updatedBy: staffId })
    .onConflictDoUpdate({ target: themeDrafts.id, set: { doc: value, updatedAt: now, updatedBy: staffId } });
  return { doc, baseVersion, changed: true, updatedAt: now.toISOString() };
}

/** Drops the draft: the editor shows the live document again. */
export async function discardDraft(db: Db): Promise<DraftState> {
  await db.delete(themeDrafts).where(eq(themeDrafts.id, DRAFT_ID));
  return readDraft(db);
}

/** The contrast problems of a document's active theme (pairs under AA, or colours not checkable). */
export function contrastProblems(doc: StoredThemeDoc): PairCheck[] {
  return contrastChecks(doc.active, doc.themes[doc.active]?.tokens ?? {}).filter((pair) => !pair.passes);
}

async function makeLive(
  db: Db,
  doc: StoredThemeDoc,
  by: { staffId: number; restoredFrom?: number; contrastOverride: boolean },
  now: Date,
): Promise<number> {
  const id = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: themeVersions.id }).from(themeVersions).limit(1);
    // The store as it was before its first publish is version 1, so it can be restored too.
    if (!existing) {
      const before = await readThemeDoc(tx as unknown as Db);
      await tx
        .insert(themeVersions)
        .values({ doc: before as unknown as Record<string, unknown>, publishedAt: now });
    }
    const [row] = await tx
      .insert(themeVersions)
      .values({
        doc: doc as unknown as Record<string, unknown>,
        publishedAt: now,
        publishedBy: by.staffId,
        restoredFrom: by.restoredFrom ?? null,
        contrastOverride: by.contrastOverride,
      })
      .returning({ id: themeVersions.id });
    await storeThemeDoc(tx as unknown as Db, doc);
    await tx.delete(themeDrafts).where(eq(themeDrafts.id, DRAFT_ID));
    return row!.id;
  });
  // This process shows it on the very next request; the others when notified (db/cacheNotify.ts).
  invalidateReads(db);
  return id;
}

function refuseContrast(problems: PairCheck[]): never {
  const lines = problems.map((p) =>
    p.ratio === null
      ? `${p.text} on ${p.on}: the colour cannot be checked`
      : `${p.text} on ${p.on}: ${p.ratio.toFixed(2)}:1, needs ${p.min}:1`,
  );
  throw new DomainError(
    'conflict',
    `Text fails WCAG AA contrast (${lines[0]}); publish with the override to accept`,
    {
      contrast: lines,
    },
  );
}

/** Publishes the draft: checked again, contrast included, then live everywhere. */
export async function publishDraft(
  db: Db,
  options: { staffId: number; overrideContrast: boolean },
  schemas: EditorSchemas,
  now: Date,
): Promise<{ version: number }> {
  const draft = await readDraft(db);
  const doc = validateThemeDoc(draft.doc, schemas);
  const problems = contrastProblems(doc);
  if (problems.length > 0 && !options.overrideContrast) refuseContrast(problems);
  const version = await makeLive(
    db,
    doc,
    { staffId: options.staffId, contrastOverride: problems.length > 0 },
    now,
  );
  return { version };
}

export interface VersionSummary {
  id: number;
  published_at: string;
  published_by: string | null;
  restored_from: number | null;
  theme: string;
  contrast_override: boolean;
  live: boolean;
}

export async function listVersions(db: Db, limit = 50): Promise<VersionSummary[]> {
  const rows = await db
    .select({ version: themeVersions, email: staffUsers.email })
    .from(themeVersions)
    .leftJoin(staffUsers, eq(staffUsers.id, themeVersions.publishedBy))
    .orderBy(desc(themeVersions.id))
    .limit(limit);
  return rows.map(({ version, email }, index) => ({
    id: version.id,
    published_at: version.publishedAt.toISOString(),
    published_by: email,
    restored_from: version.restoredFrom,
    theme: String((version.doc as { active?: unknown }).active ?? ''),
    contrast_override: version.contrastOverride,
    live: index === 0,
  }));
}

/** Publishes an earlier version again (checked against today's schemas first). */
export async function restoreVersion(
  db: Db,
  versionId: number,
  staffId: number,
  schemas: EditorSchemas,
  now: Date,
): Promise<{ version: number }> {
  const [row] = await db.select().from(themeVersions).where(eq(themeVersions.id, versionId));
  if (!row) throw notFound(`No version ${versionId}`);
  const doc = validateThemeDoc(row.doc, schemas);
  const version = await makeLive(
    db,
    doc,
    { staffId, restoredFrom: versionId, contrastOverride: row.contrastOverride },
    now,
  );
  return { version };
}
