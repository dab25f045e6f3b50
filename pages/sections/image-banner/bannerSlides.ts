/**
 * Banner slides from the two places a merchant sets them: the section's own slide blocks, or the
 * store's carousel document (spec §3 Carousel: items, interval, hide_type; `GET /settings`
 * `carousel`). Store data is read defensively: a malformed item is skipped, never a broken page.
 */
import { z } from 'zod';
import type { CarouselControlType } from '../../../components';

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
  /** Seconds; autoplay only above 0 (spec §4). */
  interval: number;
  controls: CarouselControlType | null;
}

/** Banner images are drawn at 2000 × 875 (server/media); a slide without sizes assumes that ratio. */
export const BANNER_WIDTH = 2000;
export const BANNER_HEIGHT = 875;

const optionalText = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) => (value?.trim() ? value : undefined));

const storeItem = z.object({
  image: z.string().min(1),
  image_url_object: z
    .object({ url: z.string().min(1), width: z.number().positive(), height: z.number().positive() })
    .optional()
    .catch(undefined),
  title: optionalText,
  description: optionalText,
  button_text: optionalText,
  button_url: optionalText,
  alt: optionalText,
  overlay_opacity: z.number().min(0).max(100).optional().catch(undefined),
  text_color: optionalText,
});

/**
 * spec §3 overlay opacity: the store keeps a fraction (0.1) where the banner takes a percentage;
 * values above 1 are already percentages.
 */
const percent = (value: number | undefined) =>
  value === undefined ? undefined : value <= 1 ? Math.round(value * 100) : value;

/** The store's carousel document as slides; `null` when it has none. */
export function storeCarousel(document: unknown): StoreCarousel | null {
  const root = z
    .object({
      items: z.array(z.unknown()).catch([]),
      interval: z.number().min(0).max(60).catch(0),
      hide_type: z.enum(['arrow', 'square']).nullable().catch(null),
    })
    .safeParse(document ?? {});
  if (!root.success) return null;
  const slides = root.data.items.flatMap((raw, index) => {
    const item = storeItem.safeParse(raw);
    if (!item.success) return [];
    const { data } = item;
    const image = data.image_url_object;
    return [
      {
        id: `store-${index}`,
        src: image?.url ?? data.image,
        alt: data.alt ?? '',
        width: image?.width ?? BANNER_WIDTH,
        height: image?.height ?? BANNER_HEIGHT,
        title: data.title,
        description: data.description,
        buttonText: data.button_text,
        buttonUrl: data.button_url,
        overlayOpacity: percent(data.overlay_opacity),
        textColor: data.text_color,
      },
    ];
  });
  return slides.length > 0
    ? { slides, interval: root.data.interval, controls: root.data.hide_type ?? null }
    : null;
}
