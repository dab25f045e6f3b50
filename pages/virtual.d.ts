/** Built by scripts/lib/sectionStyles.ts: section type → the stylesheets its lazy chunk brings. */
declare module 'virtual:vitrine/section-styles' {
  const styles: Readonly<Record<string, readonly string[]>>;
  export default styles;
}

/** Generated from pages/sections/registry.ts by scripts/lib/sections.ts: every section's entry. */
declare module 'virtual:vitrine/sections/server' {
  import type { RegisteredSection } from './layout/types';
  export const sectionEntries: readonly RegisteredSection[];
}

/** Generated from pages/sections/registry.ts by scripts/lib/sections.ts: the browser's components. */
declare module 'virtual:vitrine/sections/browser' {
  import type { SectionComponent } from './layout/sectionComponents';
  /** The `root` sections' components, bundled with the root. */
  export const rootSections: Readonly<Record<string, SectionComponent>>;
  /** The `none` sections' types: static server HTML during the first page view. */
  export const staticSections: readonly string[];
  /** Every other section's component, loaded on demand. */
  export const sectionLoaders: Readonly<Record<string, () => Promise<SectionComponent>>>;
}
