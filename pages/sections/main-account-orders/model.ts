import type { OrderRowView } from '../../account/views';

export interface OrderHistoryView {
  orders: OrderRowView[];
  page: number;
  lastPage: number;
  total: number;
}
