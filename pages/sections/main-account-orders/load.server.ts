import { toOrderRow } from '../../account/views';
import type { SectionLoadArgs } from '../../layout/types';
import { requestLocale } from '../../loaders/request';
import type { OrderHistoryView } from './model';
import type { schema } from './schema';

/** One page of the customer's orders, newest first (`?page=`). */
export const load = async ({
  settings,
  context,
}: SectionLoadArgs<typeof schema>): Promise<OrderHistoryView> => {
  const page = context.page.kind === 'account' ? context.page.pageNumber : 1;
  const { locale } = requestLocale(context.request);
  const answer = await context.store.account.orders({ page, page_size: settings.pageSize });
  return {
    orders: answer.data.map((order) => toOrderRow(order, locale)),
    page: answer.meta.current_page,
    lastPage: answer.meta.last_page,
    total: answer.meta.total,
  };
};
