import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createRoutesStub,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntlRoot } from '../../lib/i18n/IntlRoot';
import enUS from '../../locales/en-US.json';
import type { CartActionResult } from '../../pages/cart/cartAction.server';
import { toProductSummary } from '../../pages/loaders/products.server';
import { ProductGrid } from '../../pages/sections/shared/productCard';
import type { ProductSummary } from '../../pages/sections/shared/productModel';
import { themeSettings as themes } from '../../themes';
import type { ThemeSettings } from '../../themes/settings';
import { renderWithTheme } from '../helpers/renderWithTheme';
import { productFixture, variantFixture } from '../unit/storefront/catalogFixtures';

/** A product as the loaders hand it to a listing. */
const view = (overrides: Parameters<typeof productFixture>[0]) =>
  toProductSummary(productFixture(overrides), 'USD');

const singleVariant = view({
  ID: 7,
  title: 'Stoneware Mug',
  path: '/products/stoneware-mug',
  variant_attrs: [],
  product_palette: [],
  variants: [{ ...variantFixture(70, {}, true), product_id: 7 }],
});

const withOptions = view({
  variants: [
    variantFixture(11, { Color: 'Navy', Size: 'S' }, true),
    variantFixture(12, { Color: 'Olive', Size: 'S' }, true),
  ],
});

const soldOut = view({
  ID: 9,
  title: 'Garment-Dyed Tee',
  buy_able: false,
  variants: [variantFixture(91, { Color: 'Navy', Size: 'S' }, false)],
});

afterEach(() => vi.unstubAllGlobals());

/**
 * The store refuses every add: the card must say why, and the test sees what was posted (the
 * enhanced form posts to /cart/change with fetch, pages/cart/cartChange.ts).
 */
const renderGrid = (products: ProductSummary[], cardBuyButtonType: ThemeSettings['cardBuyButtonType']) => {
  const posts: Record<string, string>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url !== '/cart/change' || init?.method !== 'POST')
        return new Response('Not found', { status: 404 });
      posts.push(Object.fromEntries(init.body as FormData) as Record<string, string>);
      return Response.json({
        ok: false,
        intent: 'add',
        message: 'Only 2 left in stock',
        fieldErrors: {},
      } satisfies CartActionResult);
    }),
  );
  const Stub = createRoutesStub([
    {
      path: '/',
      // biome-ignore lint/correctness/noComponentHookFactories: a route stub closing over this test's fixtures; it renders once.
      Component: () => (
        <ProductGrid
          products={products}
          themeSettings={{ ...themes.venue, cardBuyButtonType }}
          label="New arrivals"
        />
      ),
    },
  ]);
  return { posts, ...renderWithTheme(<Stub initialEntries={['/']} />) };
};

describe('<ProductGrid />', () => {
  it('lists the products under the given name, one card each', async () => {
    renderGrid([singleVariant, withOptions], 'default');
    const list = await screen.findByRole('list', { name: 'New arrivals' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Stoneware Mug' })).toHaveAttribute(
      'href',
      '/products/stoneware-mug',
    );
  });

  it('adds a single-variant product through the cart form and shows why the store refused', async () => {
    const { posts, user } = renderGrid([singleVariant], 'default');
    await user.click(await screen.findByRole('button', { name: /Add to cart/ }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ intent: 'add', product_id: '7', variant_id: '70', quantity: '1' });
    // The live region is there from the start, so the message is announced when it lands.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Only 2 left in stock'));
  });

  it('sends a product with a choice of variants to its page with the default buy button', async () => {
    renderGrid([withOptions], 'default');
    await screen.findByRole('article');
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
    expect(screen.getByText('Choose options')).toBeInTheDocument();
  });

  it('opens the option picker dialog for the popup buy button and adds the picked variant', async () => {
    const { posts, user } = renderGrid([withOptions], 'popup');
    await user.click(await screen.findByRole('button', { name: /Choose options/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Everyday Organic Tee' });
    await user.click(within(dialog).getByRole('radio', { name: 'Olive' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ intent: 'add', product_id: '1', variant_id: '12', quantity: '1' });
    expect(await within(dialog).findByText('Only 2 left in stock')).toBeInTheDocument();
  });

  it('shows a disabled sold-out button when no variant can be bought', async () => {
    renderGrid([soldOut], 'add');
    expect(await screen.findByRole('button', { name: /Sold out/ })).toBeDisabled();
  });

  it('renders every buy button as the product link before JavaScript runs, then keeps the card as it hydrates', async () => {
    const routes = [
      {
        path: '/',
        // biome-ignore lint/correctness/noComponentHookFactories: a route stub for one static render.
        Component: () => (
          <ProductGrid
            products={[singleVariant]}
            themeSettings={{ ...themes.venue, cardBuyButtonType: 'add' }}
            label="Mugs"
          />
        ),
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('http://store.test/'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const html = renderToString(
      <IntlRoot messages={enUS}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
      </IntlRoot>,
    );
    expect(html).toContain('href="/products/stoneware-mug"');
    expect(html).not.toContain('Add to cart');
    // No buy button submits before JavaScript (the wishlist heart's own form is another matter).
    expect(html).not.toMatch(/<button(?![^>]*data-wishlist-product)[^>]*type="submit"/);

    // Hydration swaps the button, not the card: its article and image are the server's nodes.
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const article = container.querySelector('article');
    const image = container.querySelector('article img');
    expect(article).not.toBeNull();
    const router = createMemoryRouter(routes, { hydrationData: { loaderData: {} } });
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <IntlRoot messages={enUS}>
          <RouterProvider router={router} />
        </IntlRoot>,
      );
    });
    await waitFor(() =>
      expect(within(container).getByRole('button', { name: /Add to cart/ })).toBeInTheDocument(),
    );
    expect(container.querySelector('article')).toBe(article);
    expect(container.querySelector('article img')).toBe(image);
    act(() => root?.unmount());
    container.remove();
  });
});
