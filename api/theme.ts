/**
 * The theme contract (see ARCHITECTURE.md, themes and page layer): `GET /api/store/theme` answers the
 * active theme (or a previewed one), its behaviour settings, its effective layouts — the theme's
 * own JSON templates with the merchant's overrides on top — and the merchant's token overrides.
 * Admin `PUT`s under `/api/admin/theme*` change them. Only the Dawn-shaped structure of a layout
 * is checked here; section types and their settings are the page layer's business
 * (pages/layout/validate.ts), so a store never needs to know the storefront's sections.
 */
import { z } from 'zod';
import type { StoreTransport } from './client';

/** Every template and section group a theme ships as `themes/<name>/layouts/<template>.json`. */
export const templateNames = [
  'home',
  'collection',
  'product',
  'reviews',
  'search',
  'cart',
  'checkout',
  'thank-you',
  'account-auth',
  'account',
  'account-orders',
  'account-order',
  'account-addresses',
  'account-payment-methods',
  'account-wishlist',
  'track-order',
  'policy',
  'page',
  'blog',
  'article',
  '404',
  'header-group',
  'footer-group',
] as const;
export type TemplateName = (typeof templateNames)[number];
export const isTemplateName = (value: unknown): value is TemplateName =>
  typeof value === 'string' && (templateNames as readonly string[]).includes(value);

const settingsRecord = z.record(z.string(), z.unknown());

/** A block inside a section instance: `{ type, settings }`. */
export const layoutBlock = z.object({
  type: z.string().min(1).max(64),
  settings: settingsRecord.default({}),
  /** Dawn's switch: a disabled block stays in the file but is not rendered. */
  disabled: z.boolean().optional(),
});
export type LayoutBlock = z.infer<typeof layoutBlock>;

/** A section instance: the id is its key in `sections`, stable and separate from `order`. */
export const layoutSection = z.object({
  type: z.string().min(1).max(64),
  settings: settingsRecord.default({}),
  blocks: z.record(z.string(), layoutBlock).default({}),
  blockOrder: z.array(z.string()).default([]),
  disabled: z.boolean().optional(),
});
export type LayoutSection = z.infer<typeof layoutSection>;

/** A template or section group in Dawn's shape, camelCase. */
export const layoutTemplate = z.object({
  sections: z.record(z.string().min(1).max(64), layoutSection),
  order: z.array(z.string()).max(50, 'At most 50 sections'),
});
export type LayoutTemplate = z.infer<typeof layoutTemplate>;

/** Token overrides keyed by dotted token path, e.g. `color.background.body`. */
export const tokenOverrides = z.record(z.string(), z.string());
export type TokenOverrides = z.infer<typeof tokenOverrides>;

export const themeResponse = z.object({
  data: z.object({
    /** The theme to render: the previewed one when a valid preview was asked for. */
    name: z.string(),
    /** The store's active theme (what every other shopper sees). */
    active: z.string(),
    /** The theme's behaviour choices (themes/<name>/settings.json). */
    settings: settingsRecord,
    /** Every template, effective: the merchant's override if any, else the theme default. */
    layouts: z.record(z.string(), layoutTemplate),
    tokenOverrides,
  }),
});
export type ThemeResponse = z.infer<typeof themeResponse>;
export type ThemeData = ThemeResponse['data'];

export const themeQuery = z.object({
  preview: z.string().max(40).optional(),
  /** The editor's draft instead of the live document (a staff session only). */
  draft: z.string().max(10).optional(),
});
/** The header the storefront forwards the staff session in, for the editor's draft preview. */
export const STAFF_HEADER = 'x-vitrine-staff';

// ---------- admin ----------

export const setThemeRequest = z.object({ name: z.string() });
export const setTokensRequest = z.object({
  overrides: tokenOverrides,
  /** Which theme the overrides belong to. @default the active theme */
  theme: z.string().optional(),
});
export const setLayoutRequest = z.object({
  layout: layoutTemplate.nullable(),
  /** @default the active theme */
  theme: z.string().optional(),
});

// ---------- client ----------

/** The live theme (or a named preview of it) answered in-process (server/render/directReads.ts). */
export interface ThemeReads {
  theme(preview?: string): Promise<ThemeData>;
}

/**
 * `GET /api/store/theme` through the same transports as `createStoreClient` (in-process or over
 * HTTP). Kept beside the contract so route loaders reach the theme only through `api/`.
 */
export async function fetchTheme(
  transport: StoreTransport,
  options: { preview?: string | null; lang?: string; staffSession?: string | null } = {},
  reads?: ThemeReads,
): Promise<ThemeData> {
  // The editor's draft is read over the transport: it checks the staff session.
  if (reads && !options.staffSession) return reads.theme(options.preview ?? undefined);
  const query = new URLSearchParams();
  if (options.preview) query.set('preview', options.preview);
  if (options.staffSession) query.set('draft', '1');
  const path = `/api/store/theme${query.size ? `?${query}` : ''}`;
  const headers: Record<string, string> = { accept: 'application/json', 'x-lang': options.lang ?? 'en-US' };
  if (options.staffSession) headers[STAFF_HEADER] = options.staffSession;
  const init: RequestInit = { headers };
  const response =
    typeof transport === 'function'
      ? await transport(new Request(`http://store.local${path}`, init))
      : await (transport.fetch ?? globalThis.fetch)(`${transport.baseUrl.replace(/\/$/, '')}${path}`, init);
  if (!response.ok) throw new Error(`GET ${path} answered HTTP ${response.status}`);
  const parsed = themeResponse.safeParse(await response.json());
  if (!parsed.success) throw new Error(`GET ${path} answered in an unexpected shape`);
  return parsed.data.data;
}
