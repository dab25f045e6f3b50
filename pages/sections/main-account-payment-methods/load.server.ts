import { toCardView } from '../../account/views';
import type { SectionLoadArgs } from '../../layout/types';
import type { PaymentMethodsView } from './model';
import type { schema } from './schema';

/**
 * The customer's saved cards (tokens at the gateway; only brand, last four and expiry here), and
 * whether the add-a-card form shows (`?new=1`).
 */
export const load = async ({ context }: SectionLoadArgs<typeof schema>): Promise<PaymentMethodsView> => ({
  cards: (await context.store.paymentMethods.list()).map(toCardView),
  adding: context.url.searchParams.has('new'),
});
