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
import { useIntl } from '../../lib/i18n/intl';
import { inlineVars } from '../../tokens/inlineVars';
import { Icon } from '../Icon/Icon';
import * as styles from './CarouselBanner.css';
import { type CarouselSlide, CarouselSlideBody, slideStyle } from './CarouselSlide';
import type { CarouselControlType } from './carouselControlTypes';
import { autoplayDelay, CAROUSEL_FADE_DURATION, swipeDirection, wrapIndex } from './carouselRules';
import { useReducedMotion } from './useReducedMotion';

export type { CarouselSlide } from './CarouselSlide';

export interface CarouselBannerProps {
  slides: CarouselSlide[];
  /** Names the carousel region (e.g. "Featured collections"). */
  label: string;
  /** Seconds between slides; autoplay only above 0 (delay = interval × 1000). */
  interval?: number;
  /**
   * The carousel's `hide_type`: `arrow` shows previous/next buttons, `square` shows square dots.
   * @default 'arrow'
   */
  controls?: CarouselControlType;
}

/**
 * A looping, fading hero banner on embla. Swipes over 50 px
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
      // Swipes are ours (over 50 px), so embla's own drag stays off.
      watchDrag: false,
      // A right-to-left page runs the slides the other way (embla reads the viewport's `dir`).
      direction: typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr',
    },
    plugins,
  );
  // embla measures the container and every slide when it starts. Started from the commit that
  // inserts the carousel, those reads force a layout of the fresh subtree in the same task (on
  // the venue home page a 180 ms task at Lighthouse's 4× CPU, counted in Total Blocking Time); handed the viewport
  // a frame later, it reads a layout the browser has already done.
  const viewportNode = useRef<HTMLDivElement | null>(null);
  const attachViewport = useCallback(
    (node: HTMLDivElement | null) => {
      viewportNode.current = node;
      if (!node) {
        viewportRef(null);
        return;
      }
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (viewportNode.current === node) viewportRef(node);
        }, 0),
      );
    },
    [viewportRef],
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
    const move = swipeDirection(event.clientX - swipeStart.current, document.documentElement.dir === 'rtl');
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
        ref={attachViewport}
        className={styles.viewport}
        data-loaded={loaded}
        style={inlineVars({ [styles.skeletonRatio]: ratio })}
        onPointerDown={count > 1 ? handlePointerDown : undefined}
        onPointerUp={count > 1 ? handlePointerUp : undefined}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <div className={styles.container}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a group with roledescription "slide"
            <div
              key={slide.id}
              className={styles.slide}
              role="group"
              aria-roledescription={intl.formatMessage({ id: 'carousel.slide' })}
              aria-label={intl.formatMessage({ id: 'carousel.slideLabel' }, { index: index + 1, count })}
              // Faded-out slides sit on top of each other: keep their links out of reach.
              inert={index !== selected}
              style={slideStyle(slide)}
            >
              <CarouselSlideBody
                slide={slide}
                first={index === 0}
                imageRef={index === 0 ? firstImage : undefined}
                onSettled={index === 0 ? () => setLoaded(true) : undefined}
              />
            </div>
          ))}
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
