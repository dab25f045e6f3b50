import type { CardView } from '../../account/views';

export interface PaymentMethodsView {
  cards: CardView[];
}
