/**
 * The interactive banner (embla, through CarouselBanner), fetched after hydration by the
 * image-banner section so that neither embla nor its plugins weigh on the first load.
 */
import { useEffect, useRef } from 'react';
import { CarouselBanner, type CarouselControlType, type CarouselSlide } from '../../../components';
import { ScopedMessages } from '../../../lib/i18n/ScopedMessages';
import carouselMessages from '../../../locales/en-US.json?scope=carousel';

export interface BannerCarouselProps {
  /** The slides CarouselBannerStatic drew the first of, so the browser reuses the image it has. */
  slides: CarouselSlide[];
  label: string;
  interval: number;
  controls: CarouselControlType;
  /** Called once the first image has loaded: the carousel can replace the static slide. */
  onReady: () => void;
}

export const BannerCarousel = ({ slides, label, interval, controls, onReady }: BannerCarouselProps) => {
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
      {/* The controls' texts come with this chunk (the `carousel` message scope). */}
      <ScopedMessages messages={carouselMessages}>
        <CarouselBanner label={label} interval={interval} controls={controls} slides={slides} />
      </ScopedMessages>
    </div>
  );
};
