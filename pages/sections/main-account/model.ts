import type { AddressView, OrderRowView } from '../../account/views';

export interface AccountOverviewView {
  recentOrders: OrderRowView[];
  /** Every order the customer has. */
  orderCount: number;
  defaultAddress: AddressView | null;
}
