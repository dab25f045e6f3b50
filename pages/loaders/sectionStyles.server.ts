/**
 * Section type → the stylesheets its lazily loaded chunk brings (scripts/lib/sectionStyles.ts),
 * sent with the root's data so SectionList links them before the section in the HTML and again
 * when it hydrates.
 */
import styles from 'virtual:vitrine/section-styles';

export const sectionStyles = styles;
