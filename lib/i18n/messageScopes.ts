/**
 * Message scopes (the product page's initial JS ≤ 140 KB). `locales/en-US.json` stays the
 * one authored pack, but the browser does not need all of it on every page: about half of it is
 * read only by the checkout and thank-you pages, and much of the rest only by the cart and the
 * product listings, each loaded on demand. The build serves a pack in parts
 * (`vite.config.ts`): `locales/en-US.json?scope=root` is the pack without any scope's ids — the
 * root's IntlRoot default, bundled for every page — and `?scope=checkout` is only that scope's ids,
 * imported by the checkout and thank-you sections, which add them over the current messages
 * (`ScopedMessages`). Vitest and Storybook split packs the same way (scripts/lib/localePacks.ts).
 *
 * A scope lists id prefixes and the exceptions among them that stay in the root. Which ids may
 * live in a scope is checked by `test/unit/i18n/messages.test.ts`: an id the code outside the
 * scope's own modules can show must stay in the root.
 *
 * Adding a scope is one entry here: its module declaration (`?scope=<name>`, lib/i18n/scopedPacks.d.ts)
 * is generated from this object (scripts/lib/scopedPacks.ts) by the build, Vitest, Storybook and
 * `npm run typecheck`.
 */
export interface MessageScope {
  /** Its ids: those starting with one of these… */
  prefixes: readonly string[];
  /** …but not with one of these. */
  except: readonly string[];
  /**
   * The code that may show them (paths from the repository root; a folder ends with `/`): it
   * renders inside `ScopedMessages` with the scope's pack. Nothing else in the browser may.
   */
  modules: readonly string[];
}

export const messageScopes = {
  /**
   * The checkout steps and the thank-you page (pages/sections/main-checkout, main-thank-you):
   * their texts, the payment error catalogue (`checkout.PAYMENT_*`, lib/orders/paymentErrors.ts)
   * and the form validation messages the checkout and the order lookup show (lib/validation).
   * The validation ids of lib/validation/cart.ts (cart note, coupon code, search query) stay in
   * the root: they belong to the cart and search UI, which renders on every page.
   */
  checkout: {
    prefixes: ['checkout.', 'thankYou.', 'validation.'],
    except: ['validation.cartNote.', 'validation.couponCode.', 'validation.searchQuery.'],
    modules: [
      'pages/sections/main-checkout/',
      'pages/sections/main-thank-you/',
      'pages/routes/checkout.tsx',
      'pages/routes/thank-you.tsx',
      // The review form's validation messages.
      'pages/sections/main-reviews/',
      // The account forms and Track Your Order show the same validation messages.
      'pages/account/',
      'pages/sections/main-account',
      'pages/sections/main-track-order/',
      'pages/routes/account',
      'pages/routes/track-order.tsx',
    ],
  },
  /**
   * Customer accounts: the log-in, register and password pages, My Account, Order History, an
   * order, Addresses, Payment methods, Track Your Order and the login dialog (pages/account,
   * which wraps them in both this scope and the checkout's, for the validation messages). The
   * header's account and log-out links stay in the root (`nav.*`).
   */
  account: {
    prefixes: ['account.', 'track.'],
    except: [],
    modules: [
      'pages/account/',
      'pages/sections/main-account',
      'pages/sections/main-track-order/',
      'pages/routes/account',
      'pages/routes/track-order.tsx',
      'components/AccountNav/',
      'components/AddressCard/',
      'components/OrderListItem/',
      'components/OrderProgress/',
      'components/SavedCard/',
      'components/WishlistItem/',
    ],
  },
  /**
   * The cart's own texts (the popup cart or drawer, the cart page): lines, tips, coupon, note,
   * summary, gifts. The header's cart button and count badge stay in the root: every page shows
   * them.
   */
  cart: {
    prefixes: ['cart.', 'tips.', 'coupon.', 'gift.'],
    except: ['cart.badge.', 'cart.button.'],
    modules: [
      'pages/cart/CartPopup.tsx',
      'pages/sections/main-cart/',
      'components/PopupCart/',
      'components/CartSummary/',
      'components/CartNote/',
      'components/CartLineItem/',
      'components/DiscountTips/',
      'components/CouponForm/',
      'components/GiftPicker/',
      'components/CheckoutButton/',
      'lib/tips/',
      'lib/cart/giftLabel.ts',
    ],
  },
  /**
   * Product listings: the collection and search pages (filters, sorting, views, pagination), the
   * home page's collection list and featured collection, and the product card with its option
   * picker wherever a grid of them shows.
   */
  listing: {
    prefixes: ['collection.', 'productCard.', 'optionPicker.', 'featuredCollection.', 'pagination.'],
    except: [],
    modules: [
      'pages/sections/main-collection/',
      'pages/sections/main-search/',
      'pages/sections/collection-list/',
      'pages/sections/featured-collection/',
      'pages/sections/product-recommendations/',
      'pages/sections/product-wishlist/',
      'pages/sections/shared/productCard.tsx',
      'pages/sections/shared/OptionPickerDialog.tsx',
      'components/ProductCard/',
      'components/Pagination/',
      // The reviews page's pagination.
      'pages/sections/main-reviews/',
    ],
  },
  /**
   * Merchant pages, the contact form, the policies index, the newsletter steps and the blog
   * (pages/sections/main-page, main-blog, newsletter, consent and their routes). These pages also show the shared
   * `validation.*` texts of the checkout scope: their sections wrap both packs.
   */
  content: {
    prefixes: ['contact.', 'newsletter.', 'policies.', 'blog.', 'consent.'],
    except: [],
    modules: [
      'pages/sections/main-page/',
      'pages/sections/main-blog/',
      'pages/sections/consent/',
      'pages/sections/newsletter/',
      'pages/routes/page.tsx',
      'pages/routes/blog.tsx',
    ],
  },
  /** A product's reviews page: the list's summary and filters, and the write-a-review form. */
  reviews: {
    prefixes: ['reviews.'],
    except: [],
    modules: ['pages/sections/main-reviews/', 'pages/routes/reviews.tsx', 'components/Reviews/'],
  },
  /**
   * The wishlist's outcomes and the login dialog's reason, shown by the wishlist code that loads
   * on a heart press or, for a logged-in shopper, when the page is idle (pages/wishlist).
   */
  wishlist: {
    prefixes: ['wishlist_tips_type_', 'wishlist.'],
    except: [],
    modules: ['pages/wishlist/', 'lib/wishlist/'],
  },
  /** The product page's share links (pages/sections/product-share, hydrated when near view). */
  share: {
    prefixes: ['share.'],
    except: [],
    modules: ['pages/sections/product-share/'],
  },
  /**
   * The rewards launcher and panel (pages/sections/rewards, loaded on demand), and the store's
   * rewards refusals (the server reads the whole pack).
   */
  rewards: {
    prefixes: ['rewards.'],
    except: [],
    modules: ['pages/sections/rewards/', 'server/'],
  },
  /**
   * The account emails' texts (server/domain/accounts/mail.ts reads the whole pack on the server):
   * no page shows them, so the browser never gets them.
   */
  email: {
    prefixes: ['email.'],
    except: [],
    modules: ['server/'],
  },
  /**
   * The footer's own texts (the footer group is hydrated on demand): copyright, payment icons,
   * back to top.
   */
  footer: {
    prefixes: ['footer.', 'paymentIcons.', 'backToTop.'],
    except: [],
    modules: [
      'pages/sections/footer/',
      'components/Footer/',
      'components/PaymentIcons/',
      'components/BackToTop/',
    ],
  },
  /**
   * The search field and dialog, the mobile drawer (which holds a search field) and the search page:
   * all loaded on demand, with the drawer's own menu texts. The header's search button and the
   * predictive suggestions' labels stay in the root: the header renders them.
   */
  search: {
    prefixes: ['search.', 'nav.contact', 'nav.menu', 'nav.showSubmenu'],
    except: ['search.open', 'search.suggestion.'],
    modules: [
      'components/SearchBox/',
      'components/SearchDialog/',
      'components/MobileDrawer/',
      'pages/sections/main-search/',
      'lib/i18n/searchMessages.ts',
    ],
  },
  /**
   * The language and currency selectors (in the footer and the mobile drawer) and the notice of a language that
   * could not be loaded (which comes with the pack loader).
   */
  language: {
    prefixes: ['language.'],
    except: [],
    modules: [
      'components/LanguageSelector/',
      'components/CurrencySelector/',
      'pages/currency/',
      'pages/layout/PackFailedNotice.tsx',
      'lib/i18n/languageMessages.ts',
    ],
  },
  /** The not-found page's own texts (its section is loaded only on a not-found page). */
  notFound: {
    prefixes: ['notFound.continueShopping', 'notFound.heading', 'notFound.home', 'notFound.text'],
    except: [],
    modules: ['pages/sections/main-404/'],
  },
  /** The interactive banner's controls (loaded after hydration; the first slide is static HTML). */
  carousel: {
    prefixes: ['carousel.'],
    except: [],
    modules: [
      'pages/sections/image-banner/BannerCarousel.tsx',
      'components/CarouselBanner/CarouselBanner.tsx',
    ],
  },
} as const satisfies Record<string, MessageScope>;

/** A scope's name, or `root` for the ids every page may show. */
export type MessageScopeName = keyof typeof messageScopes | 'root';

export const isMessageScopeName = (value: string): value is MessageScopeName =>
  value === 'root' || Object.hasOwn(messageScopes, value);

/** The scope a message id belongs to. */
export const scopeOf = (id: string): MessageScopeName => {
  for (const [name, scope] of Object.entries(messageScopes)) {
    const starts = (prefix: string) => id.startsWith(prefix);
    if (scope.prefixes.some(starts) && !scope.except.some(starts)) return name as MessageScopeName;
  }
  return 'root';
};

/** The messages of a pack that belong to one scope, in the pack's order. */
export const pickScope = <T>(messages: Record<string, T>, scope: MessageScopeName): Record<string, T> =>
  Object.fromEntries(Object.entries(messages).filter(([id]) => scopeOf(id) === scope));

/** The scope a module id asks for (`…/en-US.json?scope=checkout`); undefined for the whole pack. */
export const scopeQuery = (moduleId: string): MessageScopeName | undefined => {
  const query = moduleId.split('?')[1];
  if (query === undefined) return undefined;
  const scope = new URLSearchParams(query).get('scope');
  if (scope === null) return undefined;
  if (!isMessageScopeName(scope)) throw new Error(`unknown message scope "${scope}"`);
  return scope;
};
