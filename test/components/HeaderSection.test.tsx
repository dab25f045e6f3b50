import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  createRoutesStub,
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLoaderData,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WireCart } from '../../api/cart';
import type { SuggestResponse } from '../../api/catalog';
import { SearchBox } from '../../components';
import { IntlRoot } from '../../lib/i18n/IntlRoot';
import { useCartState } from '../../pages/cart';
import { resetCartStore, setCartFetcher } from '../../pages/cart/cartStore';
import type { SectionSettings } from '../../pages/layout/defineSection';
import type { HeaderData } from '../../pages/sections/header/model';
import HeaderSection from '../../pages/sections/header/Section';
import type { schema as headerSchema } from '../../pages/sections/header/schema';
import { usePredictiveSearch } from '../../pages/sections/header/usePredictiveSearch';
import { themeSettings as themes } from '../../themes';
import type { ThemeSettings } from '../../themes/settings';
import { renderWithTheme } from '../helpers/renderWithTheme';

const settings: SectionSettings<typeof headerSchema> = {
  menu: 'main-menu',
  announcement: '',
  announcementLink: '',
  cartIndicator: 'badge',
  predictiveSearch: false,
  drawerPromotion: true,
};

const data: HeaderData = {
  menu: [{ id: '1', title: 'Sale', url: '/collections/sale' }],
  chrome: { storeName: 'Vitrine Supply Co.', memberConfig: 'optional', navConfig: {} },
};

const CartProbe = () => <output>{useCartState().open ? 'cart open' : 'cart closed'}</output>;

type CartType = 'popup' | 'drawer' | 'page';

const NoFallback = () => null;

/** The page as the app renders it: the header gets the root loader's theme settings. */
const Page = () => {
  const { theme } = useLoaderData() as { theme: { settings: ThemeSettings } };
  return (
    <>
      <HeaderSection
        id="header"
        settings={settings}
        blocks={[]}
        data={data}
        page={{ kind: 'group' }}
        themeSettings={theme.settings}
        index={1}
      />
      <CartProbe />
    </>
  );
};

/** A root route whose loader carries the theme settings, as in the app. */
const routes = (
  cartType: CartType,
  themeSettings: Partial<ThemeSettings> = {},
  cartCount: number | null = null,
) => [
  {
    id: 'root',
    path: '/',
    loader: () => ({
      theme: {
        settings: {
          ...themes.venue,
          cartType,
          headerVisibility: 'static',
          cartBadgeBrackets: false,
          ...themeSettings,
        },
      },
      cartCount,
    }),
    HydrateFallback: NoFallback,
    Component: Page,
  },
];

const renderHeader = (
  cartType: CartType,
  themeSettings?: Partial<ThemeSettings>,
  cartCount: number | null = null,
) => {
  const Stub = createRoutesStub(routes(cartType, themeSettings, cartCount));
  return renderWithTheme(<Stub initialEntries={['/']} />);
};

beforeEach(() => {
  resetCartStore();
  window.localStorage.setItem('cartContentsCount', '3');
  // Opening the cart refetches it; an empty cart is enough here.
  setCartFetcher(async () => ({ line_items: [], cart_contents_count: 3 }) as unknown as WireCart);
});
afterEach(() => {
  window.localStorage.clear();
  resetCartStore();
});

describe('<HeaderSection />', () => {
  describe('cart button', () => {
    it.each(['popup', 'drawer'] as const)(
      'opens the cart in place instead of navigating when the cart type is %s',
      async (cartType) => {
        const { user } = renderHeader(cartType);
        const button = await screen.findByRole('button', { name: 'Cart, 3 items' });
        expect(button).toHaveAttribute('aria-haspopup', 'dialog');
        expect(screen.getByText('cart closed')).toBeInTheDocument();
        await user.click(button);
        expect(screen.getByText('cart open')).toBeInTheDocument();
      },
    );

    it('is a link to /cart that leaves the cart closed when the cart type is page', async () => {
      const { user } = renderHeader('page');
      const link = await screen.findByRole('link', { name: 'Cart, 3 items' });
      expect(link).toHaveAttribute('href', '/cart');
      expect(screen.queryByRole('button', { name: /^Cart/ })).toBeNull();
      await user.click(link);
      expect(screen.getByText('cart closed')).toBeInTheDocument();
    });

    const serverHtml = async (cartCount: number | null) => {
      const handler = createStaticHandler(routes('popup', {}, cartCount));
      const context = await handler.query(new Request('http://store.test/'));
      if (context instanceof Response) throw new Error('expected a render context');
      const html = renderToString(
        <IntlRoot>
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
        </IntlRoot>,
      );
      const container = document.createElement('div');
      container.innerHTML = html;
      return container;
    };

    it('is a plain link to /cart in the server HTML even when the theme opens a popup', async () => {
      const container = await serverHtml(null);
      // No cart known to the server (a page every shopper shares): named "Cart", never "empty".
      const cart = container.querySelector('a[href="/cart"]');
      expect(cart).toHaveAttribute('aria-label', 'Cart');
      expect(container.querySelector('button[aria-haspopup="dialog"][aria-label^="Cart"]')).toBeNull();
    });

    it("carries the shopper's count in the server HTML when the root loader read their cart", async () => {
      const container = await serverHtml(120);
      expect(container.querySelector('a[href="/cart"]')).toHaveAttribute('aria-label', 'Cart, 99+ items');
    });

    it("starts from the server's count, not an older one in local storage", async () => {
      renderHeader('popup', {}, 5);
      expect(await screen.findByRole('button', { name: 'Cart, 5 items' })).toBeInTheDocument();
      expect(window.localStorage.getItem('cartContentsCount')).toBe('5');
    });

    it('wraps the capped count in brackets when the theme asks for it', async () => {
      window.localStorage.setItem('cartContentsCount', '120');
      renderHeader('popup', { cartBadgeBrackets: true });
      await waitFor(() => expect(screen.getByText('(99+)')).toBeInTheDocument());
    });
  });
});

/** The hook wired to a bare SearchBox, with the store lookup injected. */
const Search = ({ suggest }: { suggest: (q: string, limit: number) => Promise<SuggestResponse> }) => (
  <SearchBox {...usePredictiveSearch('USD', suggest)} />
);

describe('usePredictiveSearch', () => {
  const answer: SuggestResponse = {
    products: [
      {
        ID: 7,
        title: 'Linen shirt',
        slug: 'linen-shirt',
        path: '/products/linen-shirt',
        price: '49.00',
        feature_image: null,
      },
    ],
    collections: [{ id: 2, handle: 'linen', title: 'Linen', path: '/collections/linen' }],
  };

  it('suggests matching products with their price and collections once the shopper pauses', async () => {
    const suggest = vi.fn(async () => answer);
    const { user } = renderWithTheme(<Search suggest={suggest} />);
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'lin');
    expect(await screen.findByRole('option', { name: /Linen shirt/ })).toHaveTextContent('$49.00');
    expect(screen.getByRole('option', { name: /^Linen\s*Collection$/ })).toBeInTheDocument();
    // One request for the settled query, not one per keystroke.
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest).toHaveBeenCalledWith('lin', 6);
  });

  it('asks nothing for a single character', async () => {
    const suggest = vi.fn(async () => answer);
    const { user } = renderWithTheme(<Search suggest={suggest} />);
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'l');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(suggest).not.toHaveBeenCalled();
    expect(screen.queryByRole('option')).toBeNull();
  });
});
