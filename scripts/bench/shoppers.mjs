/**
 * Shoppers for the benchmarks (lighthouse.mjs, mainthread.mjs), made through the store API as a
 * shopper's browser would: the pages behind a log-in (My Account, an order, the wishlist) and a
 * guest's cart are measured with their cookies.
 */

/** A cookie jar and a JSON caller for the store API, as a browser would hold them. */
function apiSession(base) {
  const jar = new Map();
  let csrf = '';
  const call = async (method, url, body) => {
    const response = await fetch(base + url, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    const data = await response.json();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(data)}`);
    return data;
  };
  return { jar, call, setCsrf: (token) => (csrf = token) };
}

/** One line of the demo tee in the session's cart. */
async function addToCart(call) {
  const product = (await call('GET', '/api/store/products/everyday-organic-tee')).data;
  const variant = product.variants.find((each) => each.stock > 5);
  await call('POST', '/api/store/cart', { product_id: product.ID, variant_id: variant.ID, quantity: 1 });
  return product;
}

/**
 * The shoppers the pages need, made through the store API as a shopper would: a customer who
 * registered, paid one order (a cart with one in-stock item, address, shipping, a test card) and
 * saved a product to the wishlist; a guest with one line in the cart. Their cookies, the order's
 * number.
 */
export async function shoppers(base) {
  const customer = apiSession(base);
  const email = `lighthouse+${Date.now()}@example.com`;
  const password = 'Correct-Horse-42';
  customer.setCsrf(
    (
      await customer.call('POST', '/api/store/account/register', {
        email,
        password,
        password_confirmation: password,
      })
    ).data.csrf_token,
  );
  const product = await addToCart(customer.call);
  await customer.call('POST', '/api/store/cart/set_customer_email', { email });
  const address = await customer.call('POST', '/api/store/cart/address', {
    first_name: 'Ada',
    last_name: 'Lovelace',
    address1: '12 Analytical Row',
    city: 'Springfield',
    country: 'US',
    province: 'IL',
    postcode: '62701',
  });
  await customer.call('POST', '/api/store/cart/shipping', { shipping_method_id: address.shipping[0].id });
  const order = await customer.call('POST', '/api/store/cart/checkout', {
    payment: {
      method: 'card',
      card: { number: '4242 4242 4242 4242', name: 'Ada Lovelace', expiry: '12/39', security_code: '123' },
    },
  });
  await customer.call('POST', '/api/store/wishlist', { product_id: product.ID });
  const guest = apiSession(base);
  await addToCart(guest.call);
  return { customer: customer.jar, guest: guest.jar, order: order.number };
}
