/**
 * One banner slide's markup and styles, shared by the interactive CarouselBanner and by
 * CarouselBannerStatic (the server-rendered first slide), so the two draw the same boxes and
 * cannot drift apart (the swap after hydration must not shift anything). No embla here:
 * this module is in the first load of every page with a banner.
 */

import { type Ref, useEffect, useRef, useState } from 'react';
import { safeCssColour } from '../../lib/catalog/safeColour';
import { inlineVars } from '../../tokens/inlineVars';
import { DEFAULT_IMAGE_SRC } from '../ResponsiveImage/ResponsiveImage';
import * as styles from './CarouselBanner.css';
import { overlayAlpha } from './carouselRules';

/** One banner slide (carousel item, camelCase). */
export interface CarouselSlide {
  id: string;
  image: { src: string; srcSet?: string; sizes?: string; alt: string; width: number; height: number };
  title?: string;
  description?: string;
  buttonText?: string;
  buttonUrl?: string;
  /** Overlay opacity over the image, 0–100 (%). */
  overlayOpacity?: number;
  /** Overlay colour; any non-colour value is ignored. */
  overlayColor?: string;
  /** Title and description colour; any non-colour value is ignored. */
  textColor?: string;
  buttonColor?: string;
  buttonTextColor?: string;
}

/** The slide element's inline custom properties: its colours, validated, and its image ratio. */
export const slideStyle = (slide: CarouselSlide) => {
  const values = {
    [styles.imageRatio]: `${slide.image.width} / ${slide.image.height}`,
    [styles.overlayOpacity]: String(overlayAlpha(slide.overlayOpacity)),
    [styles.overlayColor]: safeCssColour(slide.overlayColor) ?? '',
    [styles.textColor]: safeCssColour(slide.textColor) ?? '',
    [styles.buttonColor]: safeCssColour(slide.buttonColor) ?? '',
    [styles.buttonTextColor]: safeCssColour(slide.buttonTextColor) ?? '',
  };
  return inlineVars(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')));
};

interface SlideImageProps {
  image: CarouselSlide['image'];
  /** The first slide is the page's largest paint: fetched first, never lazily. */
  first: boolean;
  imageRef?: Ref<HTMLImageElement>;
  /** Fires once the image, or the fallback that replaced it, is in (or has failed). */
  onSettled?: () => void;
}

/**
 * The slide picture. Its box comes from the slide's width and height (4:3 on mobile), never from
 * the file that happens to load, so every candidate of the srcset draws the same box. A picture
 * that fails gives way to the default image, once.
 */
const SlideImage = ({ image, first, imageRef, onSettled }: SlideImageProps) => {
  const [failed, setFailed] = useState(false);
  const element = useRef<HTMLImageElement | null>(null);

  // A new source gets a fresh chance; one that failed before hydration fired its error event
  // before React listened, so it is read from the element instead.
  useEffect(() => {
    const current = element.current;
    setFailed(!!current?.complete && current.naturalWidth === 0 && current.getAttribute('src') === image.src);
  }, [image.src]);

  return (
    <img
      ref={(node) => {
        element.current = node;
        if (typeof imageRef === 'function') imageRef(node);
        else if (imageRef) imageRef.current = node;
      }}
      className={styles.image}
      src={failed ? DEFAULT_IMAGE_SRC : image.src}
      srcSet={failed ? undefined : image.srcSet}
      sizes={failed || !image.srcSet ? undefined : (image.sizes ?? '100vw')}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      draggable={false}
      onLoad={onSettled}
      onError={() => {
        // Stop at the fallback: a broken fallback must not loop.
        if (!failed && image.src !== DEFAULT_IMAGE_SRC) setFailed(true);
        else onSettled?.();
      }}
    />
  );
};

export interface CarouselSlideBodyProps extends Omit<SlideImageProps, 'image'> {
  slide: CarouselSlide;
}

/** What a slide holds: its image, the overlay and the text panel (under the image on mobile). */
export const CarouselSlideBody = ({ slide, ...image }: CarouselSlideBodyProps) => (
  <>
    <SlideImage image={slide.image} {...image} />
    {overlayAlpha(slide.overlayOpacity) > 0 ? <div className={styles.overlay} aria-hidden /> : null}
    {slide.title || slide.description || (slide.buttonText && slide.buttonUrl) ? (
      <div className={styles.content}>
        <div className={styles.panel}>
          {slide.title ? <h2 className={styles.title}>{slide.title}</h2> : null}
          {slide.description ? <p className={styles.description}>{slide.description}</p> : null}
          {slide.buttonText && slide.buttonUrl ? (
            <a href={slide.buttonUrl} className={styles.button}>
              {slide.buttonText}
            </a>
          ) : null}
        </div>
      </div>
    ) : null}
  </>
);
