import { useId } from 'react';
import { useIntl } from '../../lib/i18n/intl';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import * as styles from './CombinationThumbnails.css';

/** One product of a "shop the look" combination (spec §3 Combination item). */
export interface CombinationItem {
  productId: string;
  /** Product title: the link's accessible name. */
  title: string;
  /** The product page. */
  href: string;
  imageSrc: string;
}

export interface CombinationThumbnailsProps {
  items: readonly CombinationItem[];
  /** The product shown around these thumbnails; left out of the list so it does not link to itself. */
  currentProductId?: string;
  /** Shown when an image fails (spec §8). */
  fallbackSrc?: string;
}

/** "Shop the look": small thumbnails linking to the other products of a combination. */
export const CombinationThumbnails = ({
  items,
  currentProductId,
  fallbackSrc,
}: CombinationThumbnailsProps) => {
  const intl = useIntl();
  const headingId = useId();
  const others = items.filter((item) => item.productId !== currentProductId);
  if (others.length === 0) return null;
  return (
    <div className={styles.root}>
      <p className={styles.heading} id={headingId}>
        {intl.formatMessage({ id: 'combinationThumbnails.heading' })}
      </p>
      <ul className={styles.list} aria-labelledby={headingId}>
        {others.map((item) => (
          <li key={item.productId}>
            <a className={styles.link} href={item.href} title={item.title}>
              <ResponsiveImage
                src={item.imageSrc}
                alt={item.title}
                fit="cover"
                sizes="48px"
                fallbackSrc={fallbackSrc}
              />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
};
