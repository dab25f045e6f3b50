import * as styles from './CarouselBanner.css';
import { type CarouselSlide, CarouselSlideBody, slideStyle } from './CarouselSlide';
import type { CarouselControlType } from './carouselControlTypes';

export interface CarouselBannerStaticProps {
  /** The carousel's slides; the first is drawn, the count sizes the square dots' row. */
  slides: CarouselSlide[];
  /** Names the banner region. */
  label: string;
  /**
   * The controls the carousel will show: square dots take a row under the text on mobile, so
   * the static banner draws that row too.
   * @default 'arrow'
   */
  controls?: CarouselControlType;
}

/**
 * CarouselBanner's first slide without the carousel: the same elements, classes and boxes, plain
 * HTML with no embla. Server-render it (its image loads with high priority, the page's LCP), then
 * put the interactive CarouselBanner in its place once that is ready: nothing moves.
 * Arrows and the pause button float over the image, so they are left for the carousel; the dots
 * are drawn (hidden from assistive technology) because on mobile they take room.
 */
export const CarouselBannerStatic = ({ slides, label, controls = 'arrow' }: CarouselBannerStaticProps) => {
  const first = slides[0];
  if (!first) return null;
  return (
    <section className={styles.root} aria-label={label}>
      <div className={styles.viewport}>
        <div className={styles.container}>
          <div className={styles.slide} style={slideStyle(first)}>
            <CarouselSlideBody slide={first} first />
          </div>
        </div>
      </div>
      {slides.length > 1 && controls === 'square' ? (
        <div className={styles.controls} data-type={controls}>
          <div className={styles.dots} aria-hidden>
            {slides.map((slide, index) => (
              <span key={slide.id} className={styles.dot} data-current={index === 0 || undefined} />
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
};
