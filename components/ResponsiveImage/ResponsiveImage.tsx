import { useEffect, useRef, useState } from 'react';
import { mediaSrcSet } from '../../lib/catalog/imageWidths';
import * as styles from './ResponsiveImage.css';

/** The image shown when another fails to load (served by the media route). */
export const DEFAULT_IMAGE_SRC = '/media/default/fallback.webp';

export const responsiveImageFits = ['intrinsic', 'cover', 'contain'] as const;
export type ResponsiveImageFit = (typeof responsiveImageFits)[number];

export interface ResponsiveImageProps {
  /** The image URL. `/media/…` URLs get a `srcset` over the width ladder (100 to 2000 px, lib/catalog); others are used as they are. */
  src: string;
  /** Alternative text; `''` for decorative images (e.g. a card image beside its linked title). */
  alt: string;
  /** Natural width in px: with `height` it reserves the box so nothing shifts while loading. */
  width?: number;
  /** Natural height in px. */
  height?: number;
  /**
   * The `sizes` attribute: how wide the image is drawn at each viewport.
   * @default '100vw'
   */
  sizes?: string;
  /**
   * The largest image on first view (LCP): loads eagerly with high fetch priority.
   * @default false
   */
  priority?: boolean;
  /**
   * How the image fills its box: `intrinsic` flows at full width; `cover` and `contain` fill a positioned parent.
   * @default 'intrinsic'
   */
  fit?: ResponsiveImageFit;
  /**
   * Shown instead when the image fails to load.
   * @default DEFAULT_IMAGE_SRC
   */
  fallbackSrc?: string;
  /** Fires once the image (or its fallback) has loaded. */
  onLoad?: () => void;
}

/**
 * An image that reserves its box, picks the right width from the media
 * route's ladder, lazy-loads unless it is the LCP image, and swaps to a
 * default image when loading fails.
 */
export const ResponsiveImage = ({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  priority = false,
  fit = 'intrinsic',
  fallbackSrc = DEFAULT_IMAGE_SRC,
  onLoad,
}: ResponsiveImageProps) => {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  // A new source gets a fresh chance to load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when src changes
  useEffect(() => setFailed(false), [src]);

  // An image that failed before hydration fired its error event before React
  // listened: detect it from the element's state instead.
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0 && image.getAttribute('src') === src) setFailed(true);
  }, [src]);

  const currentSrc = failed ? fallbackSrc : src;
  const srcSet = failed ? undefined : mediaSrcSet(src, width);
  return (
    <img
      ref={ref}
      className={`${styles.root} ${styles.fit[fit]}`}
      src={currentSrc}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onLoad={onLoad}
      onError={() => {
        // Stop at the fallback: a broken fallback must not loop.
        if (!failed && src !== fallbackSrc) setFailed(true);
      }}
    />
  );
};
