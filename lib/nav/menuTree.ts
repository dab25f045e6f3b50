/**
 * A store menu item in camelCase (spec §3 menu item: ID, title, object, path,
 * url, children). The page layer maps the wire format; `url` is absent for
 * `null_link` items, which only group their children.
 */
export interface MenuItem {
  id: string;
  title: string;
  /** Where the item leads; absent for a heading that only groups children (`null_link`). */
  url?: string;
  children?: MenuItem[];
}

export const hasChildren = (item: MenuItem): item is MenuItem & { children: MenuItem[] } =>
  (item.children?.length ?? 0) > 0;

/** How many levels deep the tree goes (a flat list is 1, an empty one 0). */
export const menuDepth = (items: readonly MenuItem[]): number =>
  items.reduce((deepest, item) => Math.max(deepest, 1 + menuDepth(item.children ?? [])), 0);

const samePath = (url: string, currentPath: string): boolean => {
  const strip = (value: string) => value.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  return strip(url) === strip(currentPath);
};

/**
 * The ids from the top level down to the item whose url is the current path,
 * or an empty list. Used to mark `aria-current` and to open the drawer's
 * sections that lead to the current page.
 */
export const activeTrail = (items: readonly MenuItem[], currentPath: string | undefined): string[] => {
  if (!currentPath) return [];
  for (const item of items) {
    if (item.url && samePath(item.url, currentPath)) return [item.id];
    const below = activeTrail(item.children ?? [], currentPath);
    if (below.length > 0) return [item.id, ...below];
  }
  return [];
};
