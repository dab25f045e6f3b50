import type { AddressView } from './model';

/** One line of an address: street, city, region, postcode, country. */
export function addressLine(
  address: Pick<AddressView, 'address1' | 'address2' | 'city' | 'province' | 'postcode'>,
  countryName: string,
): string {
  const place = [address.city, address.province, address.postcode].filter(Boolean).join(' ');
  return [address.address1, address.address2, place, countryName].filter(Boolean).join(', ');
}
