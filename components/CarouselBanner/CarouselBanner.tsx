import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import useEmblaCarousel from 'embla-carousel-react';
import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { safeCssColour } from '../../lib/catalog/safeColour';
import { Icon } from '../Icon/Icon';
import * as styles from './CarouselBanner.css';
import type { CarouselControlType } from './carouselControlTypes';
import {
  autoplayDelay,
  CAROUSEL_FADE_DURATION,
  overlayAlpha,
  swipeDirection,
  wrapIndex,
} from './carouselRules';
import { useReducedMotion } from './useReducedMotion';

/** One banner slide (spec §3 carousel item, camelCase). */
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

export interface CarouselBannerProps {
  slides: CarouselSlide[];
  /** Names the carousel region (e.g. "Featured collections"). */
  label: string;
  /** Seconds between slides; autoplay only above 0 (spec §4: delay = interval × 1000). */
  interval?: number;
  /**
   * spec §3 hide_type: `arrow` shows previous/next buttons, `square` shows square dots.
   * @default 'arrow'
   */
  controls?: CarouselControlType;
}

/**
 * A looping, fading hero banner on embla (spec §2/§3/§4). Swipes over 50 px
 * move it, arrows or square dots drive it, autoplay pauses on hover and focus
 * and is off under reduced motion. The first image loads with high priority.
 */
export const CarouselBanner = ({ slides, label, interval, controls = 'arrow' }: CarouselBannerProps) => {
  const intl = useIntl();
  const reducedMotion = useReducedMotion();
  const count = slides.length;
  const delay = reducedMotion || count < 2 ? undefined : autoplayDelay(interval);
  const plugins = useMemo(
    () => [
      Fade(),
      ...(delay
        ? [Autoplay({ delay, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })]
        : []),
    ],
    [delay],
  );
  const [viewportRef, emblaApi] = useEmblaCarousel(
    {
      loop: true,
      // Reduced motion: 0 switches slides at once (no fade animation).
      duration: reducedMotion ? 0 : CAROUSEL_FADE_DURATION,
      // Swipes are ours (spec §4: over 50 px), so embla's own drag stays off.
      watchDrag: false,
    },
    plugins,
  );
  const [selected, setSelected] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [paused, setPaused] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const firstImage = useRef<HTMLImageElement>(null);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = (api: EmblaCarouselType) => setSelected(api.selectedScrollSnap());
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi]);

  // An image already in the cache may have loaded before hydration.
  useEffect(() => {
    const image = firstImage.current;
    if (image?.complete && image.naturalWidth > 0) setLoaded(true);
  }, []);

  const goTo = useCallback(
    (index: number) => {
      const target = wrapIndex(index, count);
      setSelected(target);
      emblaApi?.scrollTo(target);
      // A manual move restarts the autoplay wait.
      emblaApi?.plugins().autoplay?.reset();
    },
    [emblaApi, count],
  );
  const next = () => goTo(selected + 1);
  const previous = () => goTo(selected - 1);

  const togglePause = () => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (paused) autoplay?.play();
    else autoplay?.stop();
    setPaused(!paused);
  };

  const handlePointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const handlePointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const move = swipeDirection(event.clientX - swipeStart.current);
    swipeStart.current = null;
    if (move === 'next') next();
    else if (move === 'prev') previous();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else return;
    event.preventDefault();
  };

  if (count === 0) return null;
  const ratio = `${slides[0]?.image.width ?? 16} / ${slides[0]?.image.height ?? 7}`;

  return (
    <section
      className={styles.root}
      aria-roledescription={intl.formatMessage({ id: 'carousel.roleDescription' })}
      aria-label={label}
      aria-busy={!loaded || undefined}
      onKeyDown={count > 1 ? handleKeyDown : undefined}
    >
      <div
        ref={viewportRef}
        className={styles.viewport}
        data-loaded={loaded}
        style={assignInlineVars({ [styles.skeletonRatio]: ratio })}
        onPointerDown={count > 1 ? handlePointerDown : undefined}
        onPointerUp={count > 1 ? handlePointerUp : undefined}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <div className={styles.container}>
          {slides.map((slide, index) => {
            const current = index === selected;
            const overlay = overlayAlpha(slide.overlayOpacity);
            const colours = {
              [styles.overlayOpacity]: String(overlay),
              [styles.overlayColor]: safeCssColour(slide.overlayColor) ?? '',
              [styles.textColor]: safeCssColour(slide.textColor) ?? '',
              [styles.buttonColor]: safeCssColour(slide.buttonColor) ?? '',
              [styles.buttonTextColor]: safeCssColour(slide.buttonTextColor) ?? '',
            };
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a group with roledescription "slide"
              <div
                key={slide.id}
                className={styles.slide}
                role="group"
                aria-roledescription={intl.formatMessage({ id: 'carousel.slide' })}
                aria-label={intl.formatMessage({ id: 'carousel.slideLabel' }, { index: index + 1, count })}
                // Faded-out slides sit on top of each other: keep their links out of reach.
                inert={!current}
                style={assignInlineVars(
                  Object.fromEntries(Object.entries(colours).filter(([, value]) => value !== '')),
                )}
              >
                <img
                  ref={index === 0 ? firstImage : undefined}
                  className={styles.image}
                  src={slide.image.src}
                  srcSet={slide.image.srcSet}
                  sizes={slide.image.sizes ?? '100vw'}
                  alt={slide.image.alt}
                  width={slide.image.width}
                  height={slide.image.height}
                  // The first slide is the page's largest paint: fetch it first, never lazily.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  draggable={false}
                  onLoad={index === 0 ? () => setLoaded(true) : undefined}
                  onError={index === 0 ? () => setLoaded(true) : undefined}
                />
                {overlay > 0 ? <div className={styles.overlay} aria-hidden /> : null}
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
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.controls} data-type={controls}>
          {controls === 'arrow' ? (
            <>
              <button
                type="button"
                className={`${styles.arrow} ${styles.arrowPrevious}`}
                aria-label={intl.formatMessage({ id: 'carousel.previous' })}
                onClick={previous}
              >
                <Icon name="chevronLeft" size="large" />
              </button>
              <button
                type="button"
                className={`${styles.arrow} ${styles.arrowNext}`}
                aria-label={intl.formatMessage({ id: 'carousel.next' })}
                onClick={next}
              >
                <Icon name="chevronRight" size="large" />
              </button>
            </>
          ) : (
            <div className={styles.dots}>
              {slides.map((slide, index) => (
                <button
                  key={slide.id}
                  type="button"
                  className={styles.dot}
                  aria-label={intl.formatMessage({ id: 'carousel.goTo' }, { index: index + 1, count })}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => goTo(index)}
                />
              ))}
            </div>
          )}
          {delay ? (
            <button
              type="button"
              className={styles.pause}
              aria-label={
                paused
                  ? intl.formatMessage({ id: 'carousel.play' })
                  : intl.formatMessage({ id: 'carousel.pause' })
              }
              onClick={togglePause}
            >
              <PauseIcon paused={paused} />
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
};

/** Pause bars or a play triangle, in the current colour. */
const PauseIcon = ({ paused }: { paused: boolean }) => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden focusable="false" fill="currentColor">
    {paused ? <path d="M8 5.5v13l10.5-6.5z" /> : <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />}
  </svg>
);
