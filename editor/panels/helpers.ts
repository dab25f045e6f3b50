import type { LayoutTemplate } from '../../api/theme';
import type { EditorSchema, ThemeDoc, ThemeOverrides } from '../types';

/** The draft's own overrides of a theme (empty when it has none). */
export const overridesOf = (doc: ThemeDoc, theme: string): ThemeOverrides => doc.themes[theme] ?? {};

/** Changes one theme's overrides in a new document. */
export const withOverrides = (
  doc: ThemeDoc,
  theme: string,
  change: (own: ThemeOverrides) => ThemeOverrides,
): ThemeDoc => ({ ...doc, themes: { ...doc.themes, [theme]: change(overridesOf(doc, theme)) } });

export const themeDefaults = (schema: EditorSchema, theme: string) =>
  schema.themes.find((t) => t.name === theme)!;

/** The template as the draft has it: the merchant's version, else the theme's default. */
export const layoutOf = (
  schema: EditorSchema,
  doc: ThemeDoc,
  theme: string,
  template: string,
): LayoutTemplate =>
  overridesOf(doc, theme).layouts?.[template] ?? themeDefaults(schema, theme).layouts[template]!;

/** Server errors under `prefix.`, by the rest of their path (first message each). */
export function errorsUnder(
  errors: Record<string, string[]>,
  prefix: string,
): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, messages] of Object.entries(errors)) {
    if (key.startsWith(`${prefix}.`)) out[key.slice(prefix.length + 1)] = messages[0];
  }
  return out;
}

export const words = (key: string) =>
  key
    .replace(/[-_]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase());
