/**
 * The loader half of every templated route: fetch the effective theme, validate the template
 * against the registry, run the sections' loads in parallel.
 */
import { data, type LoaderFunctionArgs } from 'react-router';
import { StoreApiError, type StoreClient } from '../../api/client';
import { fetchTheme, type TemplateName, type ThemeData } from '../../api/theme';
import type { Locale } from '../../lib/i18n/locales';
import { localeOfPrefix, localizePath } from '../../lib/i18n/localeUrl';
import { isCurrencyCode } from '../../lib/money/currencies';
import { type ThemeSettings, themeSettingsSchema } from '../../themes/settings';
import { type LoadedSection, loadSections } from '../layout/loadSections';
import { registry, sectionSchemas } from '../layout/sectionEntries.server';
import type { PageData } from '../layout/types';
import { resolveTemplate } from '../layout/validate';
import { storeClientFor, storeReads, storeTransport } from './context.server';
import { requestLocale, requestPreview } from './request';
import type { Seo } from './seo';

export interface PageContext {
  store: StoreClient;
  theme: ThemeData;
  /**
   * The theme's behaviour settings, parsed here with their schema (themes/settings.ts): every
   * section gets them typed, and the browser never checks them again (nor ships zod for them).
   */
  themeSettings: ThemeSettings;
  locale: Locale;
  /** The store's currency (ISO 4217): every price on the page is in it. */
  currency: string;
}

/** The store's currency from its public settings (`store.currency`); USD when it names none. */
export async function storeCurrency(store: StoreClient): Promise<string> {
  const { data } = await store.settings.get();
  const code = data.store?.currency;
  return typeof code === 'string' && isCurrencyCode(code.toUpperCase()) ? code.toUpperCase() : 'USD';
}

/**
 * The typed client, effective theme and store currency for this request; a 404 when its language
 * prefix names no language.
 */
export async function pageContext({
  request,
  context,
  params,
}: Pick<LoaderFunctionArgs, 'request' | 'context'> & {
  params?: LoaderFunctionArgs['params'];
}): Promise<PageContext> {
  // `/:lang?` matches any first segment (pages/routes.ts): `/foo` is not the home page.
  if (params?.lang !== undefined && !localeOfPrefix(params.lang)) notFound();
  const transport = await storeTransport(context);
  const { locale } = requestLocale(request);
  const { preview, staffSession } = requestPreview(request);
  const reads = storeReads(context, locale);
  const store = storeClientFor(transport, request, locale, reads);
  const [theme, currency] = await Promise.all([
    fetchTheme(transport, { preview, lang: locale, staffSession }, reads),
    storeCurrency(store),
  ]);
  return { store, theme, themeSettings: themeSettingsSchema.parse(theme.settings), locale, currency };
}

/** Validated, loaded sections of one template for this page. */
export async function templateSections(
  args: Pick<LoaderFunctionArgs, 'request' | 'params'>,
  { store, theme, currency, locale }: PageContext,
  template: TemplateName,
  page: PageData,
): Promise<LoadedSection[]> {
  const sections = resolveTemplate(theme.layouts[template], sectionSchemas, {
    where: `${theme.name}/${template}`,
  });
  const loaded = await loadSections(sections, registry, {
    store,
    request: args.request,
    url: new URL(args.request.url),
    params: args.params,
    theme,
    currency,
    page,
  });
  return loaded.map((section) =>
    section.deferred ? section : { ...section, data: localizeLinks(section.data, locale) },
  );
}

/**
 * `value` with every store path in the page's language: each `path`, `url` or `href` string that
 * is a same-site path (`/products/x`, a menu item's `/collections/all`) gets the language's prefix
 * (lib/i18n/localeUrl.ts). Sections' data and the page's resource pass through it on the server,
 * so cards, menus and forms link within the language and the browser does no such work.
 */
export function localizeLinks<T>(value: T, locale: Locale): T {
  if (locale === 'en-US' || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => localizeLinks(item, locale)) as T;
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      typeof item === 'string' && linkKeys.has(key)
        ? localizePath(item, locale)
        : localizeLinks(item, locale);
  }
  return copy as T;
}

const linkKeys = new Set(['path', 'url', 'href']);

/** What every templated route returns. */
export interface TemplatePageData {
  sections: LoadedSection[];
  page: PageData;
  themeSettings: ThemeSettings;
  seo: Seo;
}

/** Loads the template's sections and answers with the page data and its cache policy. */
export async function templatePage(
  args: Pick<LoaderFunctionArgs, 'request' | 'params'>,
  ctx: PageContext,
  options: { template: TemplateName; page: PageData; seo: Seo; cache: string; status?: number },
) {
  const sections = await templateSections(args, ctx, options.template, options.page);
  const canonical = new URL(options.seo.canonical);
  const payload: TemplatePageData = {
    sections,
    page: localizeLinks(options.page, ctx.locale),
    themeSettings: ctx.themeSettings,
    // The canonical URL is the page in its own language.
    seo: {
      ...options.seo,
      canonical: `${canonical.origin}${localizePath(`${canonical.pathname}${canonical.search}`, ctx.locale)}`,
    },
  };
  return data(payload, { status: options.status ?? 200, headers: { 'Cache-Control': options.cache } });
}

/**
 * What a thrown page error is about, for the root error boundary's message: a product that is
 * gone ("The product is no longer available"), the store timing out ("Connection timed out").
 */
export type PageErrorKind = 'product' | 'timeout';

/** A 404 the root error boundary shows as the themed not-found page. */
export function notFound(message = 'Not found', kind?: PageErrorKind): never {
  throw data({ message, kind }, { status: 404 });
}

/** The store timed out (504): the page says "Connection timed out, please try again". */
function storeTimedOut(error: unknown): boolean {
  return error instanceof StoreApiError && error.status === 504;
}
const timedOut = () =>
  data({ message: 'Timed out', kind: 'timeout' satisfies PageErrorKind }, { status: 504 });

/**
 * A store refusal of what the URL asked for (404 unknown, 400/422 malformed: `/products/%00`, a
 * 300-character handle) is a page that does not exist: the themed 404 (`kind` says what is
 * missing), never a 500. A store timeout (504) is a 504 page; any other failure propagates to the
 * error boundary.
 */
export async function orNotFound<T>(pending: Promise<T>, kind?: PageErrorKind): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof StoreApiError && error.status >= 400 && error.status < 500)
      notFound('Not found', kind);
    if (storeTimedOut(error)) throw timedOut();
    throw error;
  }
}

/**
 * For loaders whose query the store may refuse (search terms, paging): the refusal is the page's
 * own 400 with the store's message, never a 500; a store timeout is a 504 page.
 */
export async function orBadRequest<T>(pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof StoreApiError && error.status >= 400 && error.status < 500) {
      throw data({ message: error.message }, { status: error.status === 404 ? 404 : 400 });
    }
    if (storeTimedOut(error)) throw timedOut();
    throw error;
  }
}
