import type { Money } from '../../../lib/money';

/** One other product of the look. */
export interface LookItem {
  id: number;
  title: string;
  href: string;
  imageSrc: string | null;
  price: Money;
}

/** The look (style combination) the page's product belongs to, without that product. */
export interface ShopTheLookData {
  title: string;
  items: LookItem[];
}
