import { HeaderCartButton, type HeaderCartIndicator } from '../../../components';
import { openCart, prepareCart, useCartCount, useCartType } from '../../cart';
import { useHydrated } from '../shared/useHydrated';

export interface HeaderCartProps {
  /** A count badge or a dot. */
  indicator: HeaderCartIndicator;
  /** The theme's `cartBadgeBrackets`: "(99+)" (venue). */
  bracketed: boolean;
}

/**
 * The header's cart control. A link to /cart in the server HTML, so it works without
 * JavaScript; once hydrated, a theme whose cart type is popup or drawer turns it into a button
 * that opens the cart in place (with a popup cart type the
 * cart button opens the popup cart instead of going to /cart). Reaching for it prepares the popup
 * (its code and the cart), so a click shows the cart at once.
 */
export const HeaderCart = ({ indicator, bracketed }: HeaderCartProps) => {
  const count = useCartCount();
  const cartType = useCartType();
  const hydrated = useHydrated();
  const inPlace = hydrated && cartType !== 'page';
  return (
    <HeaderCartButton
      count={count}
      indicator={indicator}
      bracketed={bracketed}
      href="/cart"
      onOpen={inPlace ? () => openCart() : undefined}
      onIntent={inPlace ? prepareCart : undefined}
    />
  );
};
