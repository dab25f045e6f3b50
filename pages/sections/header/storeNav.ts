/**
 * The store's wire menus and settings documents (snake_case) turned into the camelCase
 * props the Header, MobileDrawer and Footer take. Pure, so the header and footer loads share it.
 */
import type { WireMenuItem } from '../../../api/content';
import type { AccountUrls, NavConfig } from '../../../components';
import { type MemberConfig, type MenuItem, memberConfigs } from '../../../lib/nav';

/** The store settings documents as `GET /settings` answers them (`data.store`, `data.nav`, …). */
export type StoreSettingsDocuments = Partial<Record<string, Record<string, unknown>>>;

/** What the header and footer need from the store's settings. */
export interface StoreChrome {
  storeName: string;
  memberConfig: MemberConfig;
  serviceEmail?: string;
  navConfig: NavConfig;
}

/** Shown when the store has no name configured (a fresh install). */
export const FALLBACK_STORE_NAME = 'Vitrine';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** Settings documents store switches as booleans or as the legacy "1"/"0" strings. */
const flag = (value: unknown): boolean => value === true || value === '1' || value === 1;

/** A store menu item → MenuItem; a `null_link` only groups its children, so it gets no url. */
export const toMenuItems = (items: readonly WireMenuItem[]): MenuItem[] =>
  items.map((item) => {
    const url = item.object === 'null_link' ? undefined : text(item.path) || text(item.url);
    const children = toMenuItems(item.children);
    return {
      id: String(item.ID),
      title: item.title,
      ...(url ? { url } : {}),
      ...(children.length > 0 ? { children } : {}),
    };
  });

/**
 * The links a shopper without JavaScript can follow from the header: top-level items, and the
 * children of a grouping item (its dropdown needs JavaScript). One level deep keeps the row short.
 */
export const plainMenuLinks = (items: readonly MenuItem[]): { id: string; title: string; url: string }[] =>
  items.flatMap((item) => {
    if (item.url) return [{ id: item.id, title: item.title, url: item.url }];
    return (item.children ?? []).flatMap((child) =>
      child.url ? [{ id: child.id, title: child.title, url: child.url }] : [],
    );
  });

/** The store's base options, store document and nav config → the header's store props. */
export const storeChrome = (documents: StoreSettingsDocuments | undefined): StoreChrome => {
  const store = documents?.store ?? {};
  const base = documents?.base_options ?? {};
  const nav = documents?.nav ?? {};
  const member = text(base.checkout_member_config);
  const image = text(nav.image);
  const title = text(nav.title);
  return {
    storeName: text(store.name) ?? FALLBACK_STORE_NAME,
    memberConfig: memberConfigs.find((config) => config === member) ?? 'optional',
    serviceEmail: text(base.customer_service_email) ?? text(store.customer_service_email),
    navConfig: {
      contactTitle: text(nav.contact_title),
      showEmail: flag(nav.show_email),
      // The promotion image has no alt text of its own; the promotion's title describes it.
      image: image ? { src: image, alt: title ?? '' } : undefined,
      imageLink: text(nav.image_link),
      title,
      description: text(nav.description),
      linkUrl: text(nav.link_url),
      linkTitle: text(nav.link_title),
    },
  };
};

/** The account pages' routes. */
export const ACCOUNT_URLS: AccountUrls = { login: '/account/login', account: '/account', logout: '/logout' };
