/**
 * Banner slides from the two places a merchant sets them: the section's own slide blocks, or the
 * store's carousel document (items, interval, hide_type; `GET /settings`
 * `carousel`). Store data is read defensively: a malformed item is skipped, never a broken page.
 * Read by hand rather than with zod: the image banner's module, and so this one, is in every
 * page's JavaScript.
 */
import type { CarouselControlType, CarouselSlide } from '../../../components';
import { mediaSrcSet } from '../../../lib/catalog/imageWidths';

/** One slide, serialisable (it travels in the loader data). */
export interface BannerSlide {
  id: string;
  src: string;
  alt: string;
  width: number;
  height: number;
  title?: string;
  description?: string;
  buttonText?: string;
  buttonUrl?: string;
  /** 0–100 (%). */
  overlayOpacity?: number;
  textColor?: string;
}

export interface StoreCarousel {
  slides: BannerSlide[];
  /** Seconds; autoplay only above 0. */
  interval: number;
  controls: CarouselControlType | null;
}

/** Banner images are drawn at 2000 × 875 (server/media); a slide without sizes assumes that ratio. */
export const BANNER_WIDTH = 2000;
export const BANNER_HEIGHT = 875;

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
/** A non-blank string as sent, else undefined. */
const optionalText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;
const numberIn = (value: unknown, min: number, max: number): number | undefined =>
  isNumber(value) && value >= min && value <= max ? value : undefined;

/** The stored picture's own URL and size, when it is complete. */
const imageObject = (value: unknown): { url: string; width: number; height: number } | undefined => {
  if (!isObject(value)) return undefined;
  const { url, width, height } = value;
  return typeof url === 'string' && url && isNumber(width) && width > 0 && isNumber(height) && height > 0
    ? { url, width, height }
    : undefined;
};

/**
 * Overlay opacity: the store keeps a fraction (0.1) where the banner takes a percentage;
 * values above 1 are already percentages.
 */
const percent = (value: number | undefined) =>
  value === undefined ? undefined : value <= 1 ? Math.round(value * 100) : value;

/** The store's carousel document as slides; `null` when it has none. */
export function storeCarousel(document: unknown): StoreCarousel | null {
  const root = document ?? {};
  if (!isObject(root)) return null;
  const items = Array.isArray(root.items) ? root.items : [];
  const slides = items.flatMap((item: unknown, index): BannerSlide[] => {
    if (!isObject(item) || typeof item.image !== 'string' || !item.image) return [];
    const image = imageObject(item.image_url_object);
    return [
      {
        id: `store-${index}`,
        src: image?.url ?? item.image,
        alt: optionalText(item.alt) ?? '',
        width: image?.width ?? BANNER_WIDTH,
        height: image?.height ?? BANNER_HEIGHT,
        title: optionalText(item.title),
        description: optionalText(item.description),
        buttonText: optionalText(item.button_text),
        buttonUrl: optionalText(item.button_url),
        overlayOpacity: percent(numberIn(item.overlay_opacity, 0, 100)),
        textColor: optionalText(item.text_color),
      },
    ];
  });
  const controls = root.hide_type === 'arrow' || root.hide_type === 'square' ? root.hide_type : null;
  return slides.length > 0 ? { slides, interval: numberIn(root.interval, 0, 60) ?? 0, controls } : null;
}

/**
 * Banner slides as CarouselBanner draws them, for the static first slide and the carousel alike:
 * the same srcset and `sizes`, so the carousel reuses the image the static slide already loaded.
 */
export const carouselSlides = (slides: BannerSlide[], sizes: string): CarouselSlide[] =>
  slides.map((slide) => ({
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
  }));
