import { toAddressView, toOrderRow } from '../../account/views';
import type { SectionLoadArgs } from '../../layout/types';
import { requestLocale } from '../../loaders/request';
import type { AccountOverviewView } from './model';
import type { schema } from './schema';

/** The customer's latest orders and default address; either missing leaves its panel empty. */
export const load = async ({
  settings,
  context,
}: SectionLoadArgs<typeof schema>): Promise<AccountOverviewView> => {
  const { store, request } = context;
  const [orders, addresses] = await Promise.all([
    store.account.orders({ page: 1, page_size: settings.recentOrders }).catch(() => null),
    store.addresses.list().catch(() => []),
  ]);
  const locale = requestLocale(request).locale;
  const saved = addresses.find((address) => address.is_default) ?? addresses[0];
  return {
    recentOrders: orders?.data.map((order) => toOrderRow(order, locale)) ?? [],
    orderCount: orders?.meta.total ?? 0,
    defaultAddress: saved ? toAddressView(saved, locale) : null,
  };
};
