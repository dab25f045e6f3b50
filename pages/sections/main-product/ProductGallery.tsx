import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { ResponsiveImage } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import type { ProductImage } from '../shared/productModel';
import * as styles from './mainProduct.css';

/** How the gallery is arranged from 768 px; under it every layout is a swipeable strip. */
export const galleryLayouts = ['thumbnails-left', 'thumbnails-below', 'stacked'] as const;
export type GalleryLayout = (typeof galleryLayouts)[number];

export interface ProductGalleryProps {
  images: readonly ProductImage[];
  layout: GalleryLayout;
  /** The picked variant's picture: changing it brings it into view (added first when the gallery lacks it). */
  activeImage: ProductImage | null;
  /** `sizes` of the large images (how wide the gallery column is drawn). */
  sizes: string;
  /** Drawn over the first image (tag badges). */
  overlay?: ReactNode;
}

/** Moves a horizontally scrolling strip so `slide` sits at its start (in either writing direction). */
const scrollStripTo = (strip: HTMLElement, slide: HTMLElement | undefined) => {
  if (!slide || strip.scrollWidth <= strip.clientWidth) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  strip.scrollBy({
    left: slide.getBoundingClientRect().left - strip.getBoundingClientRect().left,
    behavior: reduceMotion ? 'auto' : 'smooth',
  });
};

/** `images` with `lead` moved (or added) to the front. */
const withLead = (images: readonly ProductImage[], lead: ProductImage | null) =>
  lead ? [lead, ...images.filter((image) => image.url !== lead.url)] : [...images];

/**
 * The product images: a scroll-snap strip (swiped on mobile, CSS only) with thumbnails that are
 * plain in-page links — they work before JavaScript and only scroll the strip with it. The page
 * opens on the picked variant's picture, which is the LCP element: eager, high priority, its box
 * reserved by its aspect ratio.
 */
export const ProductGallery = ({ images, layout, activeImage, sizes, overlay }: ProductGalleryProps) => {
  const intl = useIntl();
  const stripRef = useRef<HTMLElement>(null);
  const stacked = layout === 'stacked';
  const [lead, setLead] = useState<ProductImage | null>(activeImage);
  const ordered = withLead(images, lead);
  const [current, setCurrent] = useState(0);
  // One product gallery per page (the section's limit), so a fixed prefix is unique.
  const slideId = (index: number) => `product-media-${index}`;
  const slideAt = (index: number) =>
    (stripRef.current?.querySelectorAll<HTMLElement>('[data-slide]') ?? [])[index];

  // A later pick: stacked galleries (and pictures the gallery lacks) move it to the front; the
  // others scroll the strip to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the picked image only
  useEffect(() => {
    const strip = stripRef.current;
    if (!activeImage || !strip) return;
    const inGallery = images.some((image) => image.url === activeImage.url);
    if (stacked || !inGallery) {
      setLead(activeImage);
      strip.scrollTo({ left: 0 });
      setCurrent(0);
    } else {
      scrollStripTo(strip, slideAt(ordered.findIndex((image) => image.url === activeImage.url)));
    }
  }, [activeImage?.url]);

  // Which image is in view, for the thumbnails' current mark.
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const start = strip.getBoundingClientRect().left;
        const offsets = [...strip.querySelectorAll<HTMLElement>('[data-slide]')].map((slide) =>
          Math.abs(slide.getBoundingClientRect().left - start),
        );
        setCurrent(offsets.indexOf(Math.min(...offsets)));
      });
    };
    strip.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      strip.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  const showThumbnail = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    const strip = stripRef.current;
    if (!strip) return;
    // The link's jump would also scroll the page; with JavaScript only the strip moves.
    event.preventDefault();
    scrollStripTo(strip, slideAt(index));
    setCurrent(index);
  };

  if (ordered.length === 0) return null;
  const many = ordered.length > 1;
  const count = ordered.length;

  return (
    <div className={styles.gallery[layout]}>
      {/* Focusable so keyboard users can scroll the strip too (a scrollable region). */}
      <section
        ref={stripRef}
        className={`${styles.strip}${stacked ? ` ${styles.stripStacked}` : ''}`}
        aria-label={intl.formatMessage({ id: 'product.gallery.label' })}
        tabIndex={many ? 0 : undefined}
      >
        <ul className={styles.slides}>
          {ordered.map((image, index) => (
            <li
              key={image.url}
              id={slideId(index)}
              data-slide=""
              className={`${styles.slide}${many ? ` ${styles.slidePeek}` : ''}`}
            >
              <div className={styles.frame} style={{ aspectRatio: `${image.width} / ${image.height}` }}>
                <ResponsiveImage
                  src={image.url}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  sizes={sizes}
                  fit="cover"
                  priority={index === 0}
                />
                {index === 0 ? overlay : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
      {many && !stacked ? (
        <ul
          className={styles.thumbs[layout]}
          aria-label={intl.formatMessage({ id: 'product.gallery.thumbnails' })}
        >
          {ordered.map((image, index) => (
            <li key={image.url}>
              <a
                href={`#${slideId(index)}`}
                className={styles.thumbLink}
                aria-current={index === current ? 'true' : undefined}
                aria-label={intl.formatMessage({ id: 'product.gallery.show' }, { index: index + 1, count })}
                onClick={(event) => showThumbnail(event, index)}
              >
                <ResponsiveImage
                  src={image.url}
                  alt=""
                  width={image.width}
                  height={image.height}
                  sizes="5rem"
                  fit="cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
