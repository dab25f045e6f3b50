/**
 * The storefront's product card and grid: a product view model (productModel.ts) drawn as the
 * design-system ProductCard (productCardProps.ts) and wired to the cart (pages/cart) per the
 * theme's card buy button. Every listing section (featured collection, collection, search, recommendations)
 * renders products through `ProductGrid`.
 *
 * Without JavaScript, and until hydration, every card behaves as the `link` type: the whole card
 * is one link to the product page, whose add-to-cart form works without a script. The card's own
 * buttons are script-driven (`type="button"`), so showing them before the script runs would offer
 * a button that does nothing.
 */

import { memo, Suspense, useId, useMemo, useRef, useState } from 'react';
import { deferredComponent, ProductCard, Text, WishlistHeartForm } from '../../../components';
import { useLocalizePath } from '../../../lib/i18n/packLocale';
import type { ThemeSettings } from '../../../themes/settings';
import { inlineVars } from '../../../tokens/inlineVars';
import { CartActionForm } from '../../cart';
import { NearView } from '../../layout/NearView';
import * as styles from './productCard.css';
import { type CardSettings, cardSettings as cardSettingsFrom, toProductCardProps } from './productCardProps';
import type { ProductSummary } from './productModel';
import { useHydrated } from './useHydrated';

/** Where a heart posts (the Wishlist screen's action; pages/account/customer.ts `accountUrls.wishlist`). */
export const WISHLIST_ACTION = '/account/wishlist';

/** The option picker dialog (popup buy button) is only fetched when a shopper may open it. */
const OptionPicker = deferredComponent(() =>
  import('./OptionPickerDialog').then((module) => module.OptionPickerDialog),
);
const warmOptionPicker = OptionPicker.preload;

export interface StoreProductCardProps {
  product: ProductSummary;
  settings: CardSettings;
  /** @default settings.layout */
  layout?: 'grid' | 'list';
  /** Columns the card sits in, for its image `sizes`. @default settings.columns */
  columns?: { mobile: number; desktop: number };
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** In the first view: the image loads eagerly (LCP). @default false */
  priority?: boolean;
}

/** One product as a card, with its buy button wired to the cart. */
export const StoreProductCard = ({ product, settings, ...options }: StoreProductCardProps) => {
  const hydrated = useHydrated();
  const [pickerOpen, setPickerOpen] = useState(false);
  const variantField = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const heartFormId = useId();
  const card = { ...toProductCardProps(product, { settings, ...options }), wishlistForm: heartFormId };
  const localize = useLocalizePath();
  // The heart's form sits beside the card: the card may be inside its add-to-cart form.
  const heartForm = (
    <WishlistHeartForm id={heartFormId} action={localize(WISHLIST_ACTION)} productId={String(product.id)} />
  );

  // Before JavaScript runs every buy button is the product's link. Hydration keeps the card's
  // element tree and only swaps its button, so the card (its images above all) is not rebuilt:
  // a grid of rebuilt cards was the longest task after a listing's first paint (TBT).
  const linkOnly = { buyAction: card.buyAction === 'soldOut' ? 'soldOut' : 'productPage' } as const;
  const action = card.buyAction;

  const openPicker = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    OptionPicker.preload();
    setPickerOpen(true);
  };
  const closePicker = (reason: 'dismissed' | 'added') => {
    setPickerOpen(false);
    // Back to the button that opened it; after an add the cart (popup, drawer or page) takes over.
    if (reason === 'dismissed') setTimeout(() => opener.current?.focus(), 0);
  };
  const picker = pickerOpen ? (
    <Suspense fallback={null}>
      <OptionPicker.Component product={product} settings={settings} onClose={closePicker} />
    </Suspense>
  ) : null;

  if (action !== 'add' && action !== 'pickOptions') {
    return (
      <>
        <ProductCard {...card} {...(hydrated ? { onQuickView: openPicker } : linkOnly)} />
        {heartForm}
        {picker}
      </>
    );
  }

  // The card's add buttons are not submit buttons: they submit this form with the picked variant.
  const add = (variantId: string | null) => {
    const field = variantField.current;
    if (!field?.form) return;
    field.value = variantId ?? '';
    // A product without variants is added by product id alone.
    field.disabled = variantId === null;
    field.form.requestSubmit();
  };
  return (
    <>
      <CartActionForm className={styles.cardForm} fields={{ product_id: product.id, quantity: 1 }}>
        {({ busy, error }) => (
          <>
            <input ref={variantField} type="hidden" name="variant_id" />
            <ProductCard
              {...card}
              {...(hydrated ? { adding: busy, onAdd: add, onOptionPickerRequest: openPicker } : linkOnly)}
            />
            <div role="alert" className={error ? styles.cardError : undefined}>
              {error ? (
                <Text size="small" tone="critical">
                  {error}
                </Text>
              ) : null}
            </div>
            {picker}
          </>
        )}
      </CartActionForm>
      {heartForm}
    </>
  );
};

export interface ProductGridProps {
  products: readonly ProductSummary[];
  /** The active theme's settings (cards follow them: buy button, animation, title, rating…). */
  themeSettings: ThemeSettings;
  /** Names the list for assistive technology, e.g. the collection's title. */
  label: string;
  /** Desktop columns; 0 or undefined uses the theme's productGridColumns. */
  columns?: number;
  /** Mobile columns; 0 or undefined uses the theme's. */
  mobileColumns?: number;
  /** @default the theme's cardLayout */
  layout?: 'grid' | 'list';
  /** Heading level of the card titles. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /**
   * How many leading cards are in the first view and load their image eagerly.
   * @default 0
   */
  priorityCount?: number;
}

/** Products as cards in the theme's grid (or list) layout. */
export const ProductGrid = ({
  products,
  themeSettings,
  label,
  columns,
  mobileColumns,
  layout,
  headingLevel = 3,
  priorityCount = 0,
}: ProductGridProps) => {
  // Stable while the theme is: the cards below are memoised on it.
  const settings = useMemo(() => cardSettingsFrom(themeSettings), [themeSettings]);
  const shownLayout = layout ?? settings.layout;
  const grid = {
    desktop: columns || settings.columns.desktop,
    mobile: mobileColumns || settings.columns.mobile,
  };
  const mayOpenPicker =
    settings.buyButtonType === 'popup' ||
    (settings.buyButtonType === 'add' && settings.mobileOptionPickerPopup);

  // The dialog's code loads as soon as a shopper reaches for a card (pointer, touch or focus
  // anywhere on the grid), so the first "choose options" opens at once. Loading it in idle time
  // instead put its evaluation (~20 ms, ~80 ms on a phone) right after the first paint.
  const warmPicker = mayOpenPicker ? warmOptionPicker : undefined;

  return (
    <ul
      className={shownLayout === 'list' ? styles.list : styles.grid}
      aria-label={label}
      onPointerOver={warmPicker}
      onTouchStart={warmPicker}
      onFocus={warmPicker}
      style={
        shownLayout === 'list'
          ? undefined
          : inlineVars({
              [styles.columns]: String(grid.desktop),
              [styles.mobileColumns]: String(grid.mobile),
            })
      }
    >
      {products.map((product, index) => (
        <GridCard
          key={product.id}
          product={product}
          settings={settings}
          layout={shownLayout}
          desktopColumns={grid.desktop}
          mobileColumns={grid.mobile}
          headingLevel={headingLevel}
          priority={index < priorityCount}
        />
      ))}
    </ul>
  );
};

interface GridCardProps {
  product: ProductSummary;
  settings: CardSettings;
  layout: 'grid' | 'list';
  desktopColumns: number;
  mobileColumns: number;
  headingLevel: 2 | 3 | 4;
  priority: boolean;
}

/**
 * One card of a grid, hydrated on its own once it nears the viewport (layout/NearView.ts): a card
 * is some 50 elements of which only the buy button needs React, and a listing's whole grid
 * hydrating at once made the longest tasks after its first paint. Until then the card is the
 * server's HTML, whose buy button is the product's link. Memoised on plain props: rendering a card
 * again before it hydrated would make React hydrate it at once.
 */
const GridCard = memo(
  ({ product, settings, layout, desktopColumns, mobileColumns, headingLevel, priority }: GridCardProps) => {
    const gate = useId();
    return (
      <li className={styles.listItem} data-hydrate-gate={gate}>
        <Suspense fallback={null}>
          <NearView gate={gate}>
            <StoreProductCard
              product={product}
              settings={settings}
              layout={layout}
              columns={{ desktop: desktopColumns, mobile: mobileColumns }}
              headingLevel={headingLevel}
              priority={priority}
            />
          </NearView>
        </Suspense>
      </li>
    );
  },
);
