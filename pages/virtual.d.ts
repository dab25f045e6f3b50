/** Built by scripts/lib/sectionStyles.ts: section type → the stylesheets its lazy chunk brings. */
declare module 'virtual:vitrine/section-styles' {
  const styles: Readonly<Record<string, readonly string[]>>;
  export default styles;
}
