import type { AddressView } from '../../account/views';
import type { CountryOption } from '../main-checkout/countries';

export interface AddressBookView {
  addresses: AddressView[];
  /** `?edit=<id>` shows that entry's form, `?new=1` (or an empty book) the form for a new one. */
  editing: number | 'new' | null;
  hotCountries: CountryOption[];
  otherCountries: CountryOption[];
}
