/**
 * Demo cart data shared by the cart stories and tests: realistic lines,
 * discount groups with tips as the pricing engine emits them, and gifts.
 * Images are small WebPs generated once by the store's media route.
 */

import type { CartDiscountGroupView, CartLineView, CartTotalsView, GiftProductView } from '../../lib/cart';
import candle from '../assets/c2-candle-goldenrod.webp';
import cap from '../assets/c2-cap-slategray.webp';
import giftbox from '../assets/c2-giftbox-indianred.webp';
import hoodie from '../assets/c2-hoodie-burlywood.webp';
import mug from '../assets/c2-mug-teal.webp';
import opticals from '../assets/c2-opticals-black.webp';
import scarf from '../assets/c2-scarf-crimson.webp';
import sneaker from '../assets/c2-sneaker-c4663f.webp';
import tee from '../assets/c2-tee-navy.webp';
import tote from '../assets/c2-tote-olive.webp';

export const images = { candle, cap, giftbox, hoodie, mug, opticals, scarf, sneaker, tee, tote };

export const teeLine: CartLineView = {
  key: 'line-tee',
  title: 'Organic cotton crew tee',
  variantTitle: 'Navy / M',
  url: '/products/organic-cotton-crew-tee',
  imageUrl: tee,
  quantity: 2,
  amount: 5000,
  regularAmount: 5600,
};

export const hoodieLine: CartLineView = {
  key: 'line-hoodie',
  title: 'Heavyweight fleece hoodie',
  variantTitle: 'Sand / L',
  url: '/products/heavyweight-fleece-hoodie',
  imageUrl: hoodie,
  quantity: 1,
  amount: 7800,
};

export const sneakerLine: CartLineView = {
  key: 'line-sneaker',
  title: 'Court leather sneaker',
  variantTitle: 'Terracotta / 42',
  url: '/products/court-leather-sneaker',
  imageUrl: sneaker,
  quantity: 1,
  amount: 11900,
  properties: [
    { name: 'Monogram', value: 'J.R.' },
    { name: 'Artwork', value: 'https://files.vitrine.example/uploads/monogram.png' },
  ],
};

export const mugGiftLine: CartLineView = {
  key: 'line-mug-gift',
  title: 'Stoneware mug',
  variantTitle: 'Teal',
  url: '/products/stoneware-mug',
  imageUrl: mug,
  quantity: 1,
  amount: 0,
  regularAmount: 1800,
  gift: { valueType: 'free' },
  editable: false,
};

export const toteHalfGiftLine: CartLineView = {
  key: 'line-tote-gift',
  title: 'Canvas market tote',
  variantTitle: 'Olive',
  url: '/products/canvas-market-tote',
  imageUrl: tote,
  quantity: 1,
  amount: 1400,
  regularAmount: 2800,
  gift: { valueType: 'percentage', value: 50 },
  editable: false,
};

export const lensLeftLine: CartLineView = {
  key: 'line-lens-left',
  title: 'Daily contact lenses, 30 pack',
  variantTitle: 'Left eye',
  url: '/products/daily-contact-lenses',
  imageUrl: opticals,
  quantity: 1,
  amount: 3200,
  lensPower: { left: '-2.25' },
};

export const lensRightLine: CartLineView = {
  ...lensLeftLine,
  key: 'line-lens-right',
  variantTitle: 'Right eye',
  lensPower: { right: '-1.75' },
};

export const longTitleLine: CartLineView = {
  key: 'line-scarf',
  title: 'Hand-loomed lambswool and cashmere blend winter scarf with fringed edges, limited run',
  variantTitle: 'Crimson / One size',
  url: '/products/lambswool-scarf',
  imageUrl: 'https://broken.invalid/missing.webp',
  quantity: 3,
  amount: 13500,
};

export const bundleGroup: CartDiscountGroupView = {
  id: 'bulk-tees',
  name: 'Bundle & save',
  discountType: 'bulk_discount',
  lineKeys: [teeLine.key, hoodieLine.key],
  discount: 600,
  tips: [
    { kind: 'add_quantity', discountType: 'bulk_discount', quantity: 1, value: 15, valueType: 'percentage' },
    { kind: 'saved', discountType: 'bulk_discount', amount: 600 },
  ],
};

export const giftGroup: CartDiscountGroupView = {
  id: 'bxgy-sneaker',
  name: 'Buy a sneaker, get a mug free',
  discountType: 'buy_x_get_y_discount',
  lineKeys: [sneakerLine.key, mugGiftLine.key],
  discount: 1800,
  tips: [
    {
      kind: 'gift_available',
      discountType: 'buy_x_get_y_discount',
      quantity: 1,
      value: 0,
      valueType: 'free',
      giftNames: ['Stoneware mug'],
      giftTargetType: 'product',
    },
    {
      kind: 'add_amount',
      discountType: 'buy_x_get_y_discount',
      amount: 1200,
      value: 0,
      valueType: 'free',
      giftQuantity: 1,
    },
  ],
};

export const stepGroup: CartDiscountGroupView = {
  id: 'step-lenses',
  name: 'Lens step deal',
  discountType: 'step_discount',
  lineKeys: [lensLeftLine.key, lensRightLine.key],
  discount: 0,
  tips: [
    {
      kind: 'add_quantity',
      discountType: 'step_discount',
      quantity: 1,
      nth: 3,
      value: 50,
      valueType: 'percentage',
      discountMethod: 'any',
      discountOrder: 'asc',
    },
  ],
};

export const totals = (lines: readonly CartLineView[], discount = 0): CartTotalsView => {
  const subtotal = lines.reduce((sum, line) => sum + (line.regularAmount ?? line.amount), 0);
  return { subtotal, discount, total: subtotal - discount, currency: 'USD' };
};

export const count = (lines: readonly CartLineView[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

const giftImages = [mug, candle, cap, giftbox, scarf, tote];
const giftNames = [
  'Stoneware mug',
  'Beeswax candle',
  'Wool watch cap',
  'Gift box',
  'Silk scarf',
  'Canvas tote',
];

/** 16 gifts (two pages of 12) plus one with options but no variants, which the picker drops. */
export const gifts: GiftProductView[] = [
  ...Array.from({ length: 16 }, (_, index) => ({
    id: `gift-${index + 1}`,
    title: `${giftNames[index % giftNames.length]}${index >= giftNames.length ? ` no. ${index + 1}` : ''}`,
    imageUrl: giftImages[index % giftImages.length],
    amount: 0,
    regularAmount: 1800 + index * 100,
    variantAttributeNames: index % 3 === 0 ? ['Colour'] : [],
    variantCount: index % 3 === 0 ? 2 : 0,
  })),
  {
    id: 'gift-broken',
    title: 'Gift with options but no variants',
    amount: 0,
    variantAttributeNames: ['Size'],
    variantCount: 0,
  },
];
