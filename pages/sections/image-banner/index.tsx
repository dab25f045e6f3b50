import { assignInlineVars } from '@vanilla-extract/dynamic';
import { lazy, Suspense, useCallback, useState } from 'react';
import { type CarouselControlType, carouselControlTypes, ResponsiveImage } from '../../../components';
import { safeCssColour } from '../../../lib/catalog';
import { defineBlock, defineSection } from '../../layout/defineSection';
import { defineSectionEntry, type SectionProps } from '../../layout/types';
import { sharedStyles } from '../shared';
import { useHydrated } from '../shared/useHydrated';
import {
  BANNER_HEIGHT,
  BANNER_WIDTH,
  type BannerSlide,
  type StoreCarousel,
  storeCarousel,
} from './bannerSlides';
import * as styles from './imageBanner.css';

const BannerCarousel = lazy(() =>
  import('./BannerCarousel').then((module) => ({ default: module.BannerCarousel })),
);

const slideBlock = defineBlock({
  type: 'slide',
  name: 'Slide',
  settings: [
    { id: 'image', type: 'image', label: 'Image (2000 × 875)' },
    { id: 'imageAlt', type: 'text', label: 'Image description', default: '' },
    { id: 'title', type: 'text', label: 'Title', default: '' },
    { id: 'description', type: 'text', label: 'Text', default: '' },
    { id: 'buttonText', type: 'text', label: 'Button label', default: '' },
    { id: 'buttonUrl', type: 'url', label: 'Button link', default: '' },
    {
      id: 'overlayOpacity',
      type: 'number',
      label: 'Image overlay (%)',
      default: 0,
      min: 0,
      max: 80,
      step: 5,
    },
  ],
});

export const imageBannerSchema = defineSection({
  type: 'image-banner',
  name: 'Image banner',
  maxBlocks: 6,
  blocks: [slideBlock],
  settings: [
    { id: 'label', type: 'text', label: 'Name read by screen readers', default: 'Featured' },
    {
      id: 'interval',
      type: 'number',
      label: 'Seconds between slides (0: no autoplay; slides from the store use its own timing)',
      default: 5,
      min: 0,
      max: 30,
    },
    {
      id: 'controls',
      type: 'select',
      label: 'Controls',
      default: 'theme',
      options: [
        { value: 'theme', label: 'Theme default' },
        { value: 'arrow', label: 'Arrows' },
        { value: 'square', label: 'Square dots' },
      ],
    },
    { id: 'fullWidth', type: 'boolean', label: 'Full width', default: true },
    { id: 'paddingY', type: 'tokenSpace', label: 'Space above and below', default: 'none' },
  ],
});

type Props = SectionProps<typeof imageBannerSchema, StoreCarousel | null>;

const isControlType = (value: unknown): value is CarouselControlType =>
  carouselControlTypes.some((type) => type === value);

/** The first slide as plain HTML: the page's largest paint, fetched first, no script needed. */
const StaticSlide = ({
  slide,
  label,
  sizes,
  dotsRow,
}: {
  slide: BannerSlide;
  label: string;
  sizes: string;
  dotsRow: boolean;
}) => {
  const text = safeCssColour(slide.textColor);
  const overlay = Math.min(100, Math.max(0, slide.overlayOpacity ?? 0)) / 100;
  const hasContent = slide.title || slide.description || (slide.buttonText && slide.buttonUrl);
  return (
    <section className={styles.root} aria-label={label}>
      <div className={styles.slide}>
        <div
          className={styles.mediaBox}
          style={assignInlineVars({ [styles.ratio]: `${slide.width} / ${slide.height}` })}
        >
          <ResponsiveImage
            src={slide.src}
            alt={slide.alt}
            width={slide.width}
            height={slide.height}
            sizes={sizes}
            fit="cover"
            priority
          />
        </div>
        {/* Over the whole slide, text included, as CarouselBanner draws it. */}
        {overlay > 0 ? (
          <div
            className={styles.overlay}
            style={assignInlineVars({ [styles.overlayOpacity]: String(overlay) })}
            aria-hidden
          />
        ) : null}
        {hasContent ? (
          <div className={styles.content}>
            <div
              className={styles.panel}
              style={text ? assignInlineVars({ [styles.textColor]: text }) : undefined}
            >
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
      </div>
      {dotsRow ? <div className={styles.dotsRow} aria-hidden /> : null}
    </section>
  );
};

/**
 * A hero banner (spec §2/§3 carousel): the section's slide blocks, else the store's carousel.
 * The first slide is server-rendered as a plain responsive image with high fetch priority (the
 * LCP, issue 7); after hydration the interactive carousel (embla) loads, renders out of sight and
 * takes the static slide's place once its first image is in — same box, so nothing shifts.
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
  const slides = fromBlocks.length > 0 ? fromBlocks : (data?.slides ?? []);
  const first = slides[0];
  if (!first) return null;

  const interval = fromBlocks.length > 0 ? settings.interval : (data?.interval ?? settings.interval);
  const controls: CarouselControlType =
    settings.controls !== 'theme'
      ? settings.controls
      : (fromBlocks.length === 0 && data?.controls) ||
        (isControlType(themeSettings.carouselControls) ? themeSettings.carouselControls : 'square');
  const sizes = settings.fullWidth ? '100vw' : '(min-width: 1280px) 1240px, 100vw';
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
                sizes={sizes}
                onReady={onReady}
              />
            </Suspense>
          </div>
        ) : null}
        {carouselReady ? null : (
          <StaticSlide
            slide={first}
            label={settings.label}
            sizes={sizes}
            dotsRow={interactive && controls === 'square'}
          />
        )}
      </div>
    </div>
  );
};

export const imageBanner = defineSectionEntry({
  schema: imageBannerSchema,
  component: ImageBanner,
  // Slide blocks need nothing from the store; otherwise the store's carousel (spec §3).
  load: async ({ blocks, context }) => {
    if (blocks.some((block) => block.settings.image)) return null;
    const settings = await context.store.settings.get();
    return storeCarousel((settings.data as Record<string, unknown>).carousel);
  },
});
