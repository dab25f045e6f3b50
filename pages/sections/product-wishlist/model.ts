export interface ProductWishlistModel {
  productId: string;
  /** The variant the page was asked for (`?variant=`); the heart saves the one in the address. */
  variantId: string | null;
}
