import { toOrderDetail } from '../../account/views';
import type { SectionLoadArgs } from '../../layout/types';
import { requestLocale } from '../../loaders/request';
import type { OrderDetailView } from './model';
import type { schema } from './schema';

/** The customer's order of the page (the route already answered 404 for anyone else's). */
export const load = async ({ context }: SectionLoadArgs<typeof schema>): Promise<OrderDetailView> => {
  const number = context.page.kind === 'account' ? context.page.orderNumber : null;
  if (!number) throw new Error('main-account-order renders on an order page only');
  const order = await context.store.account.order(number);
  return toOrderDetail(order, requestLocale(context.request).locale);
};
