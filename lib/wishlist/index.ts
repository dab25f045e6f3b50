export {
  isWishlistSuccess,
  WISHLIST_LIMIT,
  WISHLIST_TIPS,
  type WishlistTipsType,
  wishlistTipsMessageId,
} from './wishlist';
