/** What the product page shares: absolute addresses, plain text. */
export interface ProductShareModel {
  url: string;
  title: string;
  description: string;
  /** The product's first image, absolute; null when it has none. */
  media: string | null;
}
