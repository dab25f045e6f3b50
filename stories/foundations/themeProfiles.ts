import type { ThemeName } from '../../themes/index';

/** How each theme introduces itself in the Foundations pages (for designers and merchants). */
export const themeProfiles: Record<
  ThemeName,
  { label: string; tagline: string; pairing: string; forWhom: string }
> = {
  venue: {
    label: 'Venue',
    tagline: 'Crisp, modern general store',
    pairing: 'Inter throughout · cool slate · cobalt accent · 6 px corners',
    forWhom: 'Electronics, home goods, anything with a big catalogue.',
  },
  showtime: {
    label: 'Showtime',
    tagline: 'Lights down, volume up',
    pairing: 'Oswald caps over Work Sans · stage black · hot coral · square',
    forWhom: 'Streetwear, merch, music, events and drops.',
  },
  vogue: {
    label: 'Vogue',
    tagline: 'The fashion editorial',
    pairing: 'Playfair Display over Jost · black & white · blush rose · sharp',
    forWhom: 'Fashion, beauty, lookbooks and photography-led brands.',
  },
  athena: {
    label: 'Athena',
    tagline: 'Classical, calm, premium',
    pairing: 'Cormorant Garamond over Source Sans 3 · ivory · deep teal · gold',
    forWhom: 'Jewellery, skincare, books and goods sold on craft.',
  },
  brooklyn: {
    label: 'Brooklyn',
    tagline: 'Warm, indie, made by hand',
    pairing: 'DM Serif Display over DM Sans · cream · terracotta · pills',
    forWhom: 'Ceramics, coffee, candles and small-batch makers.',
  },
};
