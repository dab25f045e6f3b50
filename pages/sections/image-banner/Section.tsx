import { lazy, Suspense, useCallback, useState } from 'react';
import { CarouselBannerStatic, type CarouselControlType } from '../../../components';
import type { SectionProps } from '../../layout/types';
import { sharedStyles } from '../shared';
import { useHydrated } from '../shared/useHydrated';
import {
  BANNER_HEIGHT,
  BANNER_WIDTH,
  type BannerSlide,
  carouselSlides,
  type StoreCarousel,
} from './bannerSlides';
import * as styles from './imageBanner.css';
import type { schema } from './schema';

const BannerCarousel = lazy(() =>
  import('./BannerCarousel').then((module) => ({ default: module.BannerCarousel })),
);

type Props = SectionProps<typeof schema, StoreCarousel | null>;

/**
 * A hero banner (carousel): the section's slide blocks, else the store's carousel.
 * The first slide is server-rendered by CarouselBannerStatic, plain HTML whose image loads with
 * high fetch priority (the LCP); after hydration the interactive carousel (embla) loads,
 * renders out of sight and takes the static slide's place once its first image is in. Both draw
 * the slide with CarouselBanner's one set of markup and styles, so nothing shifts.
 */
export const ImageBanner = ({ settings, blocks, data, themeSettings }: Props) => {
  const hydrated = useHydrated();
  const [carouselReady, setCarouselReady] = useState(false);
  const onReady = useCallback(() => setCarouselReady(true), []);

  const fromBlocks: BannerSlide[] = blocks.flatMap((block) =>
    block.settings.image
      ? [
          {
            id: block.id,
            src: block.settings.image,
            alt: block.settings.imageAlt,
            width: BANNER_WIDTH,
            height: BANNER_HEIGHT,
            title: block.settings.title || undefined,
            description: block.settings.description || undefined,
            buttonText: block.settings.buttonText || undefined,
            buttonUrl: block.settings.buttonUrl || undefined,
            overlayOpacity: block.settings.overlayOpacity,
          },
        ]
      : [],
  );
  const bannerSlides = fromBlocks.length > 0 ? fromBlocks : (data?.slides ?? []);
  if (bannerSlides.length === 0) return null;

  const interval = fromBlocks.length > 0 ? settings.interval : (data?.interval ?? settings.interval);
  const controls: CarouselControlType =
    settings.controls !== 'theme'
      ? settings.controls
      : (fromBlocks.length === 0 && data?.controls) || themeSettings.carouselControls;
  const sizes = settings.fullWidth ? '100vw' : '(min-width: 1280px) 1240px, 100vw';
  const slides = carouselSlides(bannerSlides, sizes);
  const interactive = slides.length > 1;

  return (
    <div
      className={[settings.fullWidth ? '' : styles.inset, sharedStyles.paddingY[settings.paddingY]]
        .filter(Boolean)
        .join(' ')}
    >
      <div className={styles.stage}>
        {interactive && hydrated ? (
          <div className={carouselReady ? undefined : styles.pending}>
            <Suspense fallback={null}>
              <BannerCarousel
                slides={slides}
                label={settings.label}
                interval={interval}
                controls={controls}
                onReady={onReady}
              />
            </Suspense>
          </div>
        ) : null}
        {carouselReady ? null : (
          <CarouselBannerStatic slides={slides} label={settings.label} controls={controls} />
        )}
      </div>
    </div>
  );
};

export default ImageBanner;
