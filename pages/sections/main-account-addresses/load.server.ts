import type { HotCountriesResponse } from '../../../api/cart';
import { toAddressView } from '../../account/views';
import type { SectionLoadArgs } from '../../layout/types';
import { requestLocale } from '../../loaders/request';
import { countryOptions } from '../main-checkout/countries';
import type { AddressBookView } from './model';
import type { schema } from './schema';

/** The address book, and the country picker's options when a form shows. */
export const load = async ({ context }: SectionLoadArgs<typeof schema>): Promise<AddressBookView> => {
  const { store, request, url } = context;
  const locale = requestLocale(request).locale;
  const saved = await store.addresses.list();
  const addresses = saved.map((address) => toAddressView(address, locale));
  const editId = Number(url.searchParams.get('edit'));
  const editing =
    addresses.find((address) => address.id === editId)?.id ??
    (url.searchParams.has('new') || addresses.length === 0 ? 'new' : null);
  const hot = editing !== null ? await store.cart.hotCountries().catch((): HotCountriesResponse => []) : [];
  const countries = editing !== null ? countryOptions(locale, hot) : { hot: [], other: [] };
  return { addresses, editing, hotCountries: countries.hot, otherCountries: countries.other };
};
