/**
 * Building blocks shared by the generic sections, made only of design-system primitives and
 * tokens.
 */

import type { ReactNode } from 'react';
import { mediaSrcSet, mediaUrlForWidth } from '../../../lib/catalog/imageWidths';
import { inlineVars } from '../../../tokens/inlineVars';
import type { SpaceKey, ToneKey } from '../../layout/defineSection';
import type { SafeHtml } from '../../layout/safeHtml';
import * as styles from './shared.css';

export interface SectionShellProps {
  /** @default 'none' */
  tone?: ToneKey;
  /** @default 'xlarge' */
  paddingY?: SpaceKey;
  /** Keep copy to a reading column. @default false */
  narrow?: boolean;
  /** The section's accessible name, when it has a visible heading give its id. */
  labelledBy?: string;
  children: ReactNode;
}

/** A full-width band with a tone and vertical rhythm, content in the page column. */
export const SectionShell = ({
  tone = 'none',
  paddingY = 'xlarge',
  narrow = false,
  labelledBy,
  children,
}: SectionShellProps) => (
  <section className={[styles.tone[tone], styles.paddingY[paddingY]].join(' ')} aria-labelledby={labelledBy}>
    <div className={[styles.container, narrow ? styles.narrow : ''].join(' ')}>{children}</div>
  </section>
);

/** Merchant HTML, already sanitised (`SafeHtml` comes only from pages/layout/richText.ts). */
export const RichText = ({ html }: { html: SafeHtml }) => (
  // biome-ignore lint/security/noDangerouslySetInnerHtml: SafeHtml is reduced to an inert tag subset.
  <div className={styles.richText} dangerouslySetInnerHTML={{ __html: html }} />
);

/**
 * `src`, `srcSet` and `sizes` for a merchant's `/media` image: WebP over the width ladder, so a
 * phone fetches a 400 px file rather than the 1000–2000 px original (venue's home once sent
 * five 50 KB collection PNGs). Other URLs are used as they are.
 */
export const mediaImage = (url: string, sizes: string) => ({
  src: mediaUrlForWidth(url, 800),
  srcSet: mediaSrcSet(url),
  sizes,
});

export const Grid = ({
  columns,
  mobileColumns = 2,
  children,
  label,
}: {
  columns: number;
  mobileColumns?: number;
  children: ReactNode;
  label?: string;
}) => (
  <ul
    className={styles.grid}
    aria-label={label}
    style={inlineVars({
      [styles.columns]: String(columns),
      [styles.mobileColumns]: String(mobileColumns),
    })}
  >
    {children}
  </ul>
);

export { styles as sharedStyles };
