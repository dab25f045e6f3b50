/**
 * The interactive banner (embla, through CarouselBanner), fetched after hydration by the
 * image-banner section so that neither embla nor its plugins weigh on the first load.
 */
import { useEffect, useRef } from 'react';
import { CarouselBanner, type CarouselControlType } from '../../../components';
import { mediaSrcSet } from '../../../lib/catalog';
import type { BannerSlide } from './bannerSlides';

export interface BannerCarouselProps {
  slides: BannerSlide[];
  label: string;
  interval: number;
  controls: CarouselControlType;
  /** The `sizes` the static first slide used, so the browser reuses the image it already has. */
  sizes: string;
  /** Called once the first image has loaded: the carousel can replace the static slide. */
  onReady: () => void;
}

export const BannerCarousel = ({
  slides,
  label,
  interval,
  controls,
  sizes,
  onReady,
}: BannerCarouselProps) => {
  const root = useRef<HTMLDivElement>(null);

  // CarouselBanner marks its viewport `data-loaded="true"` once the first image is in.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const ready = () => element.querySelector('[data-loaded="true"]') !== null;
    if (ready()) {
      onReady();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      onReady();
    });
    observer.observe(element, { attributes: true, subtree: true, attributeFilter: ['data-loaded'] });
    return () => observer.disconnect();
  }, [onReady]);

  return (
    <div ref={root}>
      <CarouselBanner
        label={label}
        interval={interval}
        controls={controls}
        slides={slides.map((slide) => ({
          id: slide.id,
          image: {
            src: slide.src,
            srcSet: mediaSrcSet(slide.src, slide.width),
            sizes,
            alt: slide.alt,
            width: slide.width,
            height: slide.height,
          },
          title: slide.title,
          description: slide.description,
          buttonText: slide.buttonText,
          buttonUrl: slide.buttonUrl,
          overlayOpacity: slide.overlayOpacity,
          textColor: slide.textColor,
        }))}
      />
    </div>
  );
};
