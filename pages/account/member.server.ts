/**
 * What the customer screens' forms do (the `/account…` routes' action): the address book
 * (add, edit, delete, make default), saved cards (add, delete, make default) and a fresh verification
 * mail. Each post carries the session's `_token`, which the store checks (419 on a mismatch). A
 * change that went through answers 303 back to its screen with a confirmation; a refused address
 * renders the form again with the errors and what was typed.
 */
import { redirect } from 'react-router';
import { StoreApiError, type StoreClient } from '../../api/client';
import { localizePath } from '../../lib/i18n/localeUrl';
import { isPaymentErrorCode } from '../../lib/orders/paymentErrors';
import { postLocale } from '../loaders/request';
import { PRIVATE_CACHE } from '../loaders/seo';
import { errorsFromStoreError, formFailure, parseValues, postedForm, readValues } from './accountForm';
import { type AccountNotice, accountUrls, loginUrl, safeReturnTo, withNotice } from './customer';
import { addressFormSchema, cardFormSchema, formFields } from './schemas';

const addressStoreFields: Record<string, string> = {
  first_name: 'firstName',
  last_name: 'lastName',
  company: 'company',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  country: 'country',
  province: 'province',
  postcode: 'postcode',
  zip: 'postcode',
  phone: 'phone',
  personal_customs_code: 'personalCustomsCode',
};

/** The store's card fields → this form's inputs (`card` is a gateway decline, shown on the number). */
const cardStoreFields: Record<string, string> = {
  card: 'card.number',
  'card.number': 'card.number',
  'card.name': 'card.name',
  'card.expiry': 'card.expiry',
  'card.security_code': 'card.securityCode',
};

const seeOther = (to: string) => redirect(to, { status: 303, headers: { 'Cache-Control': PRIVATE_CACHE } });

/** The page a heart was pressed on (the Referer on this store), or the Wishlist screen. */
function heartPage(request: Request): string {
  const referer = request.headers.get('referer');
  if (!referer) return accountUrls.wishlist;
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(request.url).origin) return accountUrls.wishlist;
    return safeReturnTo(`${from.pathname}${from.search}`);
  } catch {
    return accountUrls.wishlist;
  }
}

/** A request this store's own page sent (browsers send Origin with every form post). */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  return origin !== null && origin === new URL(request.url).origin;
}

/**
 * A heart pressed without JavaScript: saves the product and goes back to the page it was pressed
 * on. The heart sits on pages every shopper shares (no CSRF token in them), so a post without the
 * token is taken only from this store's own pages (its Origin) and uses the session's token; a
 * guest is sent to log in and brought back.
 */
async function wishlistAdd(request: Request, store: StoreClient, formData: FormData, posted: string) {
  const back = heartPage(request);
  let token = posted;
  if (!token) {
    if (!sameOrigin(request)) return seeOther(back);
    token = (await store.account.info())?.csrf_token ?? '';
    if (!token) return seeOther(loginUrl(back));
  }
  const variant = formData.get('variant_id')?.toString();
  try {
    await store.wishlist.add(
      { product_id: formData.get('product_id')?.toString() ?? '', variant_id: variant || undefined },
      token,
    );
  } catch (error) {
    if (error instanceof StoreApiError && error.status === 401) return seeOther(loginUrl(back));
    // Full, a gone product or a stale token: back to the page, nothing saved.
    if (error instanceof StoreApiError && error.status < 500) return seeOther(back);
    throw error;
  }
  return seeOther(back);
}

export async function memberAction({
  request,
  store,
  locale,
}: {
  request: Request;
  store: StoreClient;
  locale: string;
}) {
  const formData = await request.formData();
  const form = postedForm(formData);
  const token = formData.get('_token')?.toString() ?? '';
  const id = Number(formData.get('id'));
  const here = new URL(request.url).pathname;
  // Back to the screen in the shopper's language (the form may have posted to a shared URL).
  const go = (to: string) => seeOther(to === here ? to : localizePath(to, postLocale(request)));

  /** A store call whose failure sends the shopper back: to log in when the session is gone. */
  const attempt = async (call: () => Promise<unknown>, back: string, notice: AccountNotice) => {
    try {
      await call();
    } catch (error) {
      if (error instanceof StoreApiError && error.status === 401) return go(loginUrl(back));
      // A stale token (419) or a gone entry (404): the screen again, with today's data and token.
      if (error instanceof StoreApiError && error.status < 500) return go(back);
      throw error;
    }
    return go(withNotice(back, notice));
  };

  switch (form) {
    case 'wishlistAdd':
      return wishlistAdd(request, store, formData, token);
    case 'wishlistRemove':
      return attempt(
        () => store.wishlist.remove({ product_id: String(formData.get('product_id') ?? '') }, token),
        accountUrls.wishlist,
        'wishlistRemoved',
      );
    case 'resendVerification':
      return attempt(
        () => store.account.resendVerification(token, locale),
        accountUrls.overview,
        'verifySent',
      );
    case 'addressDelete':
      return attempt(() => store.addresses.remove(id, token), accountUrls.addresses, 'addressDeleted');
    case 'addressDefault':
      return attempt(() => store.addresses.setDefault(id, token), accountUrls.addresses, 'defaultAddress');
    case 'cardDelete':
      return attempt(() => store.paymentMethods.remove(id, token), accountUrls.paymentMethods, 'cardDeleted');
    case 'cardDefault':
      return attempt(
        () => store.paymentMethods.setDefault(id, token),
        accountUrls.paymentMethods,
        'defaultCard',
      );
    case 'address': {
      const values = readValues(formData, formFields.address);
      const parsed = parseValues(addressFormSchema, values);
      if (!parsed.ok) return formFailure(request, 'address', values, parsed.errors);
      const { isDefault, ...address } = parsed.data;
      const wire = {
        first_name: address.firstName,
        last_name: address.lastName,
        company: address.company,
        address1: address.address1,
        address2: address.address2,
        city: address.city,
        country: address.country,
        province: address.province,
        postcode: address.postcode,
        phone: address.phone,
        personal_customs_code: address.country === 'BR' ? address.personalCustomsCode : '',
        default: isDefault === true,
      };
      try {
        if (Number.isSafeInteger(id) && id > 0) await store.addresses.update(id, wire, token);
        else await store.addresses.create(wire, token);
      } catch (error) {
        if (error instanceof StoreApiError && error.status === 401)
          return go(loginUrl(accountUrls.addresses));
        if (error instanceof StoreApiError && error.status === 419)
          return formFailure(request, 'address', values, { _form: 'account.error.expiredForm' }, 419);
        return formFailure(request, 'address', values, errorsFromStoreError(error, addressStoreFields));
      }
      return go(withNotice(accountUrls.addresses, 'addressSaved'));
    }
    case 'card': {
      const values = readValues(formData, formFields.card);
      // The security code is never written back into the page.
      const { 'card.securityCode': _securityCode, ...kept } = values;
      const parsed = parseValues(cardFormSchema, values);
      if (!parsed.ok) return formFailure(request, 'card', kept, parsed.errors);
      const { card, isDefault } = parsed.data;
      try {
        await store.paymentMethods.create(
          {
            card: {
              number: card.number,
              name: card.name,
              expiry: card.expiry,
              security_code: card.securityCode,
            },
            default: isDefault === true,
          },
          token,
        );
      } catch (error) {
        if (error instanceof StoreApiError && error.status === 401)
          return go(loginUrl(accountUrls.paymentMethods));
        if (error instanceof StoreApiError && error.status === 419)
          return formFailure(request, 'card', kept, { _form: 'account.error.expiredForm' }, 419);
        const declined = error instanceof StoreApiError ? `checkout.${error.message}` : '';
        if (isPaymentErrorCode(declined))
          return formFailure(request, 'card', kept, { 'card.number': declined }, 402);
        return formFailure(request, 'card', kept, errorsFromStoreError(error, cardStoreFields));
      }
      return go(withNotice(accountUrls.paymentMethods, 'cardSaved'));
    }
    default:
      return go(here);
  }
}
