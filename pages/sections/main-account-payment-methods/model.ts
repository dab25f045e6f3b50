import type { CardView } from '../../account/views';

export interface PaymentMethodsView {
  cards: CardView[];
  /** The add-a-card form shows (`?new=1`, or after its post was refused). */
  adding: boolean;
}
