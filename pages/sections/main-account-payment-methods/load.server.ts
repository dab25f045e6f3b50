import { toCardView } from '../../account/views';
import type { SectionLoadArgs } from '../../layout/types';
import type { PaymentMethodsView } from './model';
import type { schema } from './schema';

/** The customer's saved cards (tokens at the gateway; only brand, last four and expiry here). */
export const load = async ({ context }: SectionLoadArgs<typeof schema>): Promise<PaymentMethodsView> => ({
  cards: (await context.store.paymentMethods.list()).map(toCardView),
});
