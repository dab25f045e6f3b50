import type { FooterMenu } from '../../../components';

export interface FooterData {
  storeName: string;
  menus: FooterMenu[];
  /** The server's year, so the copyright line is the same in the HTML and after hydration. */
  year: number;
}
