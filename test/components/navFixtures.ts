import type { MenuItem } from '../../lib/nav';

/** A store menu with a linked parent, a null-link parent with grandchildren, and plain links. */
export const storeMenu: MenuItem[] = [
  { id: 'new', title: 'New in', url: '/collections/new' },
  {
    id: 'women',
    title: 'Women',
    url: '/collections/women',
    children: [
      { id: 'w-dresses', title: 'Dresses', url: '/collections/dresses' },
      { id: 'w-knit', title: 'Knitwear', url: '/collections/knitwear' },
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
        children: [{ id: 'h-lamps', title: 'Lamps', url: '/collections/lamps' }],
      },
    ],
  },
  { id: 'journal', title: 'Journal', url: '/blogs/journal' },
];
