import type { FooterMenu } from '../../../components';
import type { MemberConfig } from '../../../lib/nav';

export interface FooterData {
  storeName: string;
  /** The store's checkout_member_config: `guest` stores show no account links. */
  memberConfig: MemberConfig;
  menus: FooterMenu[];
  /** The server's year, so the copyright line is the same in the HTML and after hydration. */
  year: number;
}
