import type { MenuItem } from '../../../lib/nav';
import type { StoreChrome } from './storeNav';

export interface HeaderData {
  /** null when the store has no such menu. */
  menu: MenuItem[] | null;
  chrome: StoreChrome;
}
