/** vogue's default templates and section groups (Dawn's shape; see pages/layout). */
import notFound from './404.json';
import cart from './cart.json';
import checkout from './checkout.json';
import collection from './collection.json';
import footerGroup from './footer-group.json';
import headerGroup from './header-group.json';
import home from './home.json';
import policy from './policy.json';
import product from './product.json';
import reviews from './reviews.json';
import search from './search.json';
import thankYou from './thank-you.json';

export const vogueLayouts = {
  '404': notFound,
  home: home,
  collection: collection,
  product: product,
  reviews: reviews,
  search: search,
  cart: cart,
  checkout: checkout,
  'thank-you': thankYou,
  policy: policy,
  'header-group': headerGroup,
  'footer-group': footerGroup,
};
