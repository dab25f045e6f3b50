import type { ReactNode } from 'react';
import { Box } from '../../components';
import type { CatalogVariant, VariantOption } from '../../lib/catalog';
import { type ThemeName, themeClasses, themeNames } from '../../themes';
import backpack from '../assets/c1-backpack-slategray-1.webp';
import fallback from '../assets/c1-fallback.webp';
import hoodieSand from '../assets/c1-hoodie-burlywood-1.webp';
import hoodieSandAngled from '../assets/c1-hoodie-burlywood-3.webp';
import hoodieRed from '../assets/c1-hoodie-indianred-1.webp';
import hoodieSlate from '../assets/c1-hoodie-slategray-1.webp';
import lamp from '../assets/c1-lamp-goldenrod-1.webp';
import mug from '../assets/c1-mug-teal-1.webp';
import sneaker from '../assets/c1-sneaker-c4663f-1.webp';
import sunglasses from '../assets/c1-sunglasses-black-1.webp';
import swatchHerringbone from '../assets/c1-swatch-herringbone-navy.webp';
import swatchLinen from '../assets/c1-swatch-linen-wheat.webp';
import swatchStripe from '../assets/c1-swatch-stripe-crimson.webp';
import tagRibbon from '../assets/c1-tag-ribbon-gold.webp';
import teeNavy from '../assets/c1-tee-navy-1.webp';
import teeNavyBack from '../assets/c1-tee-navy-2.webp';
import tote from '../assets/c1-tote-olive-1.webp';

/** Story images drawn by server/media (Storybook has no server). */
export const images = {
  backpack,
  fallback,
  hoodieSand,
  hoodieSandAngled,
  hoodieRed,
  hoodieSlate,
  lamp,
  mug,
  sneaker,
  sunglasses,
  swatchHerringbone,
  swatchLinen,
  swatchStripe,
  tagRibbon,
  teeNavy,
  teeNavyBack,
  tote,
};

/** A 4:5 card image. */
export const cardImage = (src: string) => ({ src, width: 400, height: 500 });

/** Size × colour with holes: L/Sand does not exist; S/Sand and M/Slate are sold out. */
export const hoodieOptions: VariantOption[] = [
  { name: 'Size', values: ['S', 'M', 'L', 'XL'] },
  { name: 'Colour', values: ['Sand', 'Slate', 'Brick'] },
];

const sizes = ['S', 'M', 'L', 'XL'];
const colours = ['Sand', 'Slate', 'Brick'];
const colourImages: Record<string, string> = { Sand: hoodieSand, Slate: hoodieSlate, Brick: hoodieRed };

export const hoodieVariants: CatalogVariant[] = sizes.flatMap((size) =>
  colours
    .filter((colour) => !(size === 'L' && colour === 'Sand'))
    .map((colour) => ({
      id: `hoodie-${size}-${colour}`.toLowerCase(),
      attrs: { Size: size, Colour: colour },
      buyable: !((size === 'S' && colour === 'Sand') || (size === 'M' && colour === 'Slate')),
      price: { amount: 6900, currency: 'USD' },
      imageSrc: colourImages[colour],
    })),
);

/** Renders the same UI once per theme, each inside its theme class. */
export const EachTheme = ({ children }: { children: (theme: ThemeName) => ReactNode }) => (
  <Box display="flex" flexDirection="column" gap="large">
    {themeNames.map((theme) => (
      <Box
        key={theme}
        as="section"
        aria-label={theme}
        className={themeClasses[theme]}
        background="body"
        padding="medium"
      >
        {children(theme)}
      </Box>
    ))}
  </Box>
);

/** A responsive product grid for stories: 2 columns on phones, 4 from 768 px. */
export const Grid = ({ children, columns = 4 }: { children: ReactNode; columns?: number }) => (
  <div
    style={{
      display: 'grid',
      gap: 'var(--story-grid-gap, 24px 16px)',
      // `columns` across wide frames, never narrower than 150 px (2 across a phone).
      gridTemplateColumns: `repeat(auto-fill, minmax(max(150px, calc((100% - ${(columns - 1) * 16}px) / ${columns})), 1fr))`,
    }}
  >
    {children}
  </div>
);
