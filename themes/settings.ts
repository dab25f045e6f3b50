import { z } from 'zod';

/*
 * A theme's behaviour choices (as opposed to its looks, which are tokens).
 * Components receive these as props; no component branches on a theme name.
 * Each field states the rule it sets.
 */

/** Where the cart opens after "add to cart" and from the header. */
export const cartTypes = ['popup', 'drawer', 'page'] as const;
/** What a product card's buy button does. */
export const cardBuyButtonTypes = ['popup', 'link', 'add', 'default'] as const;
/** Card image hover effect. */
export const cardAnimations = ['none', 'show_second_img'] as const;
/** Header behaviour on scroll (fixed height only when float). */
export const headerVisibilities = ['float', 'static'] as const;
/** Pay-later badge providers. */
export const payLaterProviders = ['paypal', 'klarna', 'afterpay'] as const;
/** Product listing layouts. */
export const cardLayouts = ['grid', 'list'] as const;
/** Carousel banner controls (hide_type arrow or square). */
export const carouselControls = ['arrow', 'square'] as const;
/**
 * Where the currency selector sits: `global` in the footer beside the language selector,
 * `header` among the header's actions from 768 px; the mobile drawer has it either way.
 */
export const currencySelectorTypes = ['global', 'header'] as const;
/** `DEFAULT` as the default currency means none: prices stay in the store currency until chosen. */
export const NO_DEFAULT_CURRENCY = 'DEFAULT';

const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'A currency is three capital letters (EUR)');

/** The theme's currency selector (names as the theme editor stores them). */
export const currencySettingsSchema = z
  .object({
    /** Shows the selector. Off: every price stays in the store currency. */
    show_selector: z.boolean(),
    /** Footer (`global`) or header; the mobile drawer always. */
    currency_selector_type: z.enum(currencySelectorTypes),
    /**
     * Checkout, whose amounts always stay in the store currency (the one charged), also shows its
     * total in the shopper's currency as an estimate. Off, it only says which currency is charged.
     */
    check_display: z.boolean(),
    /** Cart amounts convert to the chosen currency (checkout still charges the store currency). */
    cart_display: z.boolean(),
    /** Currency shown before the shopper chooses one; `DEFAULT` means the store currency. */
    defaullt_currency: z.union([z.literal(NO_DEFAULT_CURRENCY), currencyCode]),
    /** Currencies the selector offers, in order; empty offers the store's whole selector list. */
    defaullt_currencyList: z.array(currencyCode).refine((list) => new Set(list).size === list.length, {
      message: 'defaullt_currencyList lists a currency twice',
    }),
  })
  .strict();
export type CurrencySettings = z.infer<typeof currencySettingsSchema>;

/** Desktop header: store name, menu and actions in one row, or the name centred over the menu. */
export const headerLayouts = ['inline', 'centered'] as const;
/** Desktop cart page: the order summary in a column beside the items, or under them. */
export const cartSummaryPositions = ['beside', 'below'] as const;

const columns = z.number().int().min(1).max(6);
const onOff = z.object({ mobile: z.boolean(), desktop: z.boolean() }).strict();

export const themeSettingsSchema = z
  .object({
    /** Popup cart dialog (760 wide), a drawer, or the /cart page. */
    cartType: z.enum(cartTypes),
    /**
     * Popup opens a dialog, link goes to the product page, add adds
     * directly; default goes to the product page when there is more than one
     * variant and adds otherwise.
     */
    cardBuyButtonType: z.enum(cardBuyButtonTypes),
    /** `show_second_img` swaps to the second gallery image on hover. */
    cardAnimation: z.enum(cardAnimations),
    /** 0 hides the card title, 1 shows it. */
    cardTitleStyle: z.union([z.literal(0), z.literal(1)]),
    /** Product cards in grid or list layout by default. */
    cardLayout: z.enum(cardLayouts),
    /** Star rating on cards (max 5). */
    cardShowRating: z.boolean(),
    /** Athena fetches product detail when a card lacks variant data. */
    cardProductDetailFetch: z.boolean(),
    /** Columns of the product grid below and above 768 px. */
    productGridColumns: z.object({ mobile: columns, desktop: columns }).strict(),
    /** Float keeps the header fixed while scrolling. */
    headerVisibility: z.enum(headerVisibilities),
    /** Venue shows the capped badge as "(99+)". */
    cartBadgeBrackets: z.boolean(),
    /** Providers whose badges show; PayPal only in vogue, athena, brooklyn (and USD). */
    payLater: z.array(z.enum(payLaterProviders)).refine((list) => new Set(list).size === list.length, {
      message: 'payLater lists a provider twice',
    }),
    /** Back-to-top control (right 50, bottom 150, after 1000 ms). */
    backToTop: z.boolean(),
    /** `cart_show_input_coupon` (mobile) / `pc_cart_show_input_coupon` (desktop). */
    couponInput: onOff,
    /** In one theme the card option picker is a popup under 768 px. */
    mobileOptionPickerPopup: z.boolean(),
    /** Optional cart note (500 characters). */
    cartNote: z.boolean(),
    /** Optional recommended products in the popup cart. */
    recommendedInCart: z.boolean(),
    /** Card palettes show the first show_num options, then an ellipsis link. */
    paletteShowNum: z.number().int().min(1).max(20),
    /** Palette bubble style 0–5 (0 is the plain default). */
    bubbleStyle: z.number().int().min(0).max(5),
    /** Carousel banner arrows or square dots. */
    carouselControls: z.enum(carouselControls),
    /** The currency selector and how converted prices show. */
    currency: currencySettingsSchema,
    /**
     * Structure (with the product and checkout templates' galleryLayout and summaryPosition): no
     * two themes share the same page structure. Under 768 px every header and cart stacks alike.
     */
    headerLayout: z.enum(headerLayouts),
    cartSummaryPosition: z.enum(cartSummaryPositions),
    /** The rewards (loyalty points) launcher in the bottom start corner; false hides it. */
    rewardsWidget: z.boolean().default(true),
  })
  .strict();

export type ThemeSettings = z.infer<typeof themeSettingsSchema>;

/**
 * Validates a theme's settings.json. Throws an Error naming the theme and
 * every bad field, so a typo in a merchant's file fails loudly at start-up.
 */
export const parseThemeSettings = (themeName: string, data: unknown): ThemeSettings => {
  const result = themeSettingsSchema.safeParse(data);
  if (!result.success) {
    throw new Error(`themes/${themeName}/settings.json is invalid:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
};
