/** The shape of `pages/sections/registry.ts`: one line per section type (read there why). */

/** How the browser hydrates a section. */
export type Hydration = 'none' | 'root' | 'route' | 'visible';

export type SectionLine =
  | { readonly hydrate: Exclude<Hydration, 'route'> }
  /** `route`: the route module, relative to pages/ as in routes.ts (`routes/product.tsx`). */
  | { readonly hydrate: 'route'; readonly route: string };

export type SectionRegistry = Readonly<Record<string, SectionLine>>;
