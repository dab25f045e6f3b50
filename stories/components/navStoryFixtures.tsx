import type { ReactNode } from 'react';
import { Box } from '../../components';
import type { MenuItem } from '../../lib/nav';
import { type ThemeName, themeClasses, themeNames } from '../../themes';
import banner1 from '../assets/c3-banner-1.webp';
import banner2 from '../assets/c3-banner-2.webp';
import banner3 from '../assets/c3-banner-3.webp';
import drawerImage from '../assets/c3-drawer.webp';

export const bannerImages = [banner1, banner2, banner3];
export { drawerImage };

/** A realistic store menu: plain links, a linked parent and a grouped (null-link) parent. */
export const storeMenu: MenuItem[] = [
  { id: 'new', title: 'New in', url: '/collections/new' },
  {
    id: 'women',
    title: 'Women',
    url: '/collections/women',
    children: [
      { id: 'w-dresses', title: 'Dresses', url: '/collections/dresses' },
      { id: 'w-knit', title: 'Knitwear', url: '/collections/knitwear' },
      { id: 'w-shirts', title: 'Shirts & blouses', url: '/collections/shirts' },
      { id: 'w-outer', title: 'Coats & jackets', url: '/collections/outerwear' },
    ],
  },
  {
    id: 'men',
    title: 'Men',
    url: '/collections/men',
    children: [
      { id: 'm-tees', title: 'T-shirts', url: '/collections/tees' },
      { id: 'm-hoodies', title: 'Hoodies', url: '/collections/hoodies' },
      { id: 'm-shoes', title: 'Shoes', url: '/collections/shoes' },
    ],
  },
  {
    id: 'home',
    title: 'Home',
    children: [
      {
        id: 'h-living',
        title: 'Living',
        url: '/collections/living',
        children: [
          { id: 'h-lamps', title: 'Lamps', url: '/collections/lamps' },
          { id: 'h-vases', title: 'Vases', url: '/collections/vases' },
          { id: 'h-cushions', title: 'Cushions', url: '/collections/cushions' },
        ],
      },
      {
        id: 'h-kitchen',
        title: 'Kitchen',
        url: '/collections/kitchen',
        children: [
          { id: 'h-mugs', title: 'Mugs', url: '/collections/mugs' },
          { id: 'h-candles', title: 'Candles', url: '/collections/candles' },
        ],
      },
    ],
  },
  { id: 'sale', title: 'Sale', url: '/collections/sale' },
  { id: 'journal', title: 'Journal', url: '/blogs/journal' },
];

/** A merchant who put every collection in the top bar. */
export const longMenu: MenuItem[] = [
  ...storeMenu,
  { id: 'acc', title: 'Accessories', url: '/collections/accessories' },
  { id: 'bags', title: 'Bags & backpacks', url: '/collections/bags' },
  { id: 'eyewear', title: 'Eyewear', url: '/collections/eyewear' },
  { id: 'gifts', title: 'Gift cards', url: '/collections/gift-cards' },
  { id: 'stores', title: 'Our stores', url: '/pages/stores' },
];

export const navConfig = {
  contactTitle: 'Need a hand?',
  showEmail: true,
  image: { src: drawerImage, alt: 'Hand-knitted jumpers in tan wool', width: 400, height: 400 },
  imageLink: '/collections/knitwear',
  title: 'The autumn edit',
  description: 'Warm layers, soft wool and a free gift wrap on every order this month.',
  linkUrl: '/collections/autumn',
  linkTitle: 'Shop the edit',
};

/** Renders the same UI once per theme, each inside its theme class (for "All themes" stories). */
export const EachTheme = ({ children }: { children: (theme: ThemeName) => ReactNode }) => (
  <div style={{ display: 'grid', gap: 24 }}>
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
  </div>
);
