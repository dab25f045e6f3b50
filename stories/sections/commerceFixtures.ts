/**
 * A cart and a placed order for the cart, checkout and thank-you section stories: the store's
 * answers for two lines (a bulk discount on the tees), with the images pointed at Storybook's.
 */
import type { WireCart } from '../../api/cart';
import type { WireOrder } from '../../api/checkout';
import { images } from '../components/cartFixtures';
import storeCart from './cart.fixture.json';
import storeOrder from './order.fixture.json';

const pictures = [images.tee, images.tote];

export const cart = {
  ...storeCart,
  line_items: storeCart.line_items.map((line, index) => ({
    ...line,
    feature_image: {
      ...line.feature_image,
      url: pictures[index] ?? images.tee,
      thumbnail: pictures[index] ?? images.tee,
    },
  })),
} as unknown as WireCart;

export const order = {
  ...storeOrder,
  line_items: storeOrder.line_items.map((line, index) => ({
    ...line,
    image_url: pictures[index] ?? images.tee,
  })),
} as unknown as WireOrder;
