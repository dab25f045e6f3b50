import { defineSection } from '../../layout/defineSection';
import { galleryLayouts } from './ProductGallery';

export const schema = defineSection({
  type: 'main-product',
  name: 'Product',
  limit: 1,
  settings: [
    {
      id: 'galleryLayout',
      type: 'select',
      label: 'Gallery on desktop',
      default: 'thumbnails-left',
      options: [
        { value: galleryLayouts[0], label: 'Thumbnails on the left' },
        { value: galleryLayouts[1], label: 'Thumbnails below' },
        { value: galleryLayouts[2], label: 'All images stacked' },
      ],
    },
    { id: 'showVendor', type: 'boolean', label: 'Show vendor', default: true },
    { id: 'showPayLater', type: 'boolean', label: 'Show pay-later message', default: true },
    { id: 'showTags', type: 'boolean', label: 'Show tag badges on the image', default: true },
    { id: 'showBuyNow', type: 'boolean', label: 'Show buy now button', default: true },
    { id: 'showStock', type: 'boolean', label: 'Show stock status', default: true },
    {
      id: 'reviewsToShow',
      type: 'number',
      label: 'Reviews listed under the product (0 hides them)',
      default: 3,
      min: 0,
      max: 6,
    },
  ],
});
