import type { ReactNode } from 'react';
import { useIntl } from '../../lib/i18n/intl';
import { Price } from '../Price/Price';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import * as styles from './WishlistItem.css';

export interface WishlistItemProps {
  title: string;
  /** The product page. */
  href: string;
  image?: { src: string; alt?: string; width?: number; height?: number };
  /** The saved variant's option values ("M / Navy"). */
  variantTitle?: string;
  /** Minor units of `currency`. */
  price: number;
  /** Struck through when above `price`. */
  regularPrice?: number;
  currency: string;
  /** Units in stock when counted; a few left says so. */
  stock?: number;
  /**
   * Nothing of it can be bought: marked sold out (the page disables its add button).
   * @default false
   */
  soldOut?: boolean;
  /** Add to cart and remove controls. */
  actions?: ReactNode;
  /** Shown when the image fails. */
  fallbackSrc?: string;
}

/** Stock at or below this many units reads "Only N left". */
export const WISHLIST_LOW_STOCK = 5;

/** A product on the customer's wishlist: image, title, saved variant, price, stock and actions. */
export const WishlistItem = ({
  title,
  href,
  image,
  variantTitle,
  price,
  regularPrice,
  currency,
  stock,
  soldOut = false,
  actions,
  fallbackSrc,
}: WishlistItemProps) => {
  const intl = useIntl();
  const stockText = soldOut
    ? null
    : stock !== undefined && stock > 0 && stock <= WISHLIST_LOW_STOCK
      ? intl.formatMessage({ id: 'account.wishlist.lowStock' }, { count: stock })
      : intl.formatMessage({ id: 'account.wishlist.inStock' });
  return (
    <article className={styles.root} aria-label={title}>
      <div className={styles.image} data-sold-out={soldOut || undefined}>
        {image ? (
          <ResponsiveImage
            src={image.src}
            alt=""
            width={image.width}
            height={image.height}
            sizes="120px"
            fit="cover"
            fallbackSrc={fallbackSrc}
          />
        ) : null}
      </div>
      <div className={styles.details}>
        <h2 className={styles.title}>
          <a className={styles.link} href={href}>
            {title}
          </a>
        </h2>
        {variantTitle ? <span className={styles.meta}>{variantTitle}</span> : null}
        <Price amount={price} regularAmount={regularPrice} currency={currency} size="small" />
        {soldOut ? (
          <span className={styles.soldOut}>{intl.formatMessage({ id: 'account.wishlist.soldOut' })}</span>
        ) : (
          <span className={styles.meta}>{stockText}</span>
        )}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
};
