/** brooklyn's default templates and section groups (Dawn's shape; see pages/layout). */
import notFound from './404.json';
import account from './account.json';
import accountAddresses from './account-addresses.json';
import accountAuth from './account-auth.json';
import accountOrder from './account-order.json';
import accountOrders from './account-orders.json';
import accountPaymentMethods from './account-payment-methods.json';
import accountWishlist from './account-wishlist.json';
import article from './article.json';
import blog from './blog.json';
import cart from './cart.json';
import checkout from './checkout.json';
import collection from './collection.json';
import footerGroup from './footer-group.json';
import headerGroup from './header-group.json';
import home from './home.json';
import page from './page.json';
import policy from './policy.json';
import product from './product.json';
import reviews from './reviews.json';
import search from './search.json';
import thankYou from './thank-you.json';
import trackOrder from './track-order.json';

export const brooklynLayouts = {
  '404': notFound,
  home: home,
  collection: collection,
  product: product,
  reviews: reviews,
  search: search,
  cart: cart,
  checkout: checkout,
  'thank-you': thankYou,
  'account-auth': accountAuth,
  account: account,
  'account-orders': accountOrders,
  'account-order': accountOrder,
  'account-addresses': accountAddresses,
  'account-payment-methods': accountPaymentMethods,
  'account-wishlist': accountWishlist,
  'track-order': trackOrder,
  policy: policy,
  page: page,
  blog: blog,
  article: article,
  'header-group': headerGroup,
  'footer-group': footerGroup,
};
