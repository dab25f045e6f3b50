/** The shapes the editor works on (server/routes/editor.ts answers them). */
import type { LayoutTemplate } from '../api/theme';
import type { SectionSchema } from '../pages/layout/defineSection';
import type { FontFamilyChoice } from '../themes/fontFamilies';

export interface ThemeOverrides {
  tokens?: Record<string, string>;
  settings?: Record<string, unknown>;
  layouts?: Record<string, LayoutTemplate>;
}

export interface ThemeDoc {
  active: string;
  themes: Record<string, ThemeOverrides>;
}

export interface DraftState {
  doc: ThemeDoc;
  baseVersion: number | null;
  changed: boolean;
  updatedAt: string | null;
}

/** A JSON Schema node of the theme settings (zod's `toJSONSchema`). */
export interface JsonSchema {
  type?: string;
  enum?: (string | number)[];
  const?: string | number;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  minimum?: number;
  maximum?: number;
  description?: string;
}

export interface EditorSchema {
  themes: {
    name: string;
    settings: Record<string, unknown>;
    layouts: Record<string, LayoutTemplate>;
    tokens: Record<string, string>;
  }[];
  templates: string[];
  sections: Record<string, SectionSchema>;
  settings: JsonSchema;
  token_paths: string[];
  fonts: FontFamilyChoice[];
  text_pairs: { text: string; on: string; min: number }[];
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
