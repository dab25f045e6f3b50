import type { SectionLoadArgs } from '../../layout/types';
import { requestLocale } from '../../loaders/request';
import { countryName } from '../main-checkout/countries';
import type { MainThankYouData } from './model';
import type { schema } from './schema';

export async function load({ context }: SectionLoadArgs<typeof schema>): Promise<MainThankYouData> {
  const { page, request } = context;
  const country = page.kind === 'thankYou' ? page.order?.shipping_address.country : undefined;
  return { countryName: country ? countryName(country, requestLocale(request).locale) : '' };
}
