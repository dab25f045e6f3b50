/**
 * Building blocks shared by the generic sections, made only of design-system primitives and
 * tokens. ProductTile is a plain stand-in until the commerce ProductCard is wired in.
 */
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import type { WireProduct } from '../../../api/catalog';
import { fromWireMoney } from '../../../api/money';
import { Price, Stack, Text } from '../../../components';
import type { SpaceKey, ToneKey } from '../../layout/defineSection';
import { sanitizeRichText } from '../../layout/richText';
import * as styles from './shared.css';

/** The store's currency until multi-currency lands on the page layer (spec §9: USD base). */
export const STORE_CURRENCY = 'USD';

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

/** Merchant HTML, sanitised (pages/layout/richText.ts). */
export const RichText = ({ html }: { html: string }) => (
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to an inert tag subset just above.
  <div className={styles.richText} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />
);

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
    style={assignInlineVars({
      [styles.columns]: String(columns),
      [styles.mobileColumns]: String(mobileColumns),
    })}
  >
    {children}
  </ul>
);

/** A product in a grid: image, title and price, linking to the product page. */
export const ProductTile = ({
  product,
  headingLevel = 3,
}: {
  product: WireProduct;
  headingLevel?: 2 | 3;
}) => {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li>
      <a href={product.path} className={styles.tileLink}>
        {product.feature_image ? (
          <img
            className={styles.media4x5}
            src={product.feature_image.url}
            alt={product.feature_image.alt}
            width={product.feature_image.width ?? undefined}
            height={product.feature_image.height ?? undefined}
            loading="lazy"
          />
        ) : (
          <div className={styles.media4x5} />
        )}
        <Stack space="xxsmall">
          <Title className={styles.tileTitle}>
            <Text weight="medium">{product.title}</Text>
          </Title>
          <Price
            amount={fromWireMoney(product.price)}
            regularAmount={fromWireMoney(product.regular_price)}
            currency={STORE_CURRENCY}
            size="small"
          />
          {!product.buy_able ? (
            <Text size="small" tone="secondary">
              Sold out
            </Text>
          ) : null}
        </Stack>
      </a>
    </li>
  );
};

export { styles as sharedStyles };
