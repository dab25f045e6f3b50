import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { IntlRoot } from '../../lib/i18n/IntlRoot';
import enUS from '../../locales/en-US.json';
import { RewardsSection } from '../../pages/sections/rewards/Section';
import { schema } from '../../pages/sections/rewards/schema';
import { themeSettings } from '../../themes';

/** The launcher at `path`, with the venue theme's settings and `rewardsWidget` as given. */
function renderAt(path: string, rewardsWidget: boolean) {
  const settings = { ...themeSettings.venue, rewardsWidget };
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <RewardsSection
            id="rewards"
            settings={{} as never}
            blocks={[] as never}
            data={undefined}
            page={{ kind: 'home' }}
            themeSettings={settings}
            index={1}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <IntlRoot messages={enUS}>
      <RouterProvider router={router} />
    </IntlRoot>,
  );
}

describe('rewards launcher', () => {
  it('is a button that opens a dialog, on a product page', () => {
    expect(schema.type).toBe('rewards');
    renderAt('/products/everyday-organic-tee', true);
    const button = screen.getByRole('button', { name: 'Rewards' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('is absent when the theme turns it off', () => {
    renderAt('/products/everyday-organic-tee', false);
    expect(screen.queryByRole('button', { name: 'Rewards' })).toBeNull();
  });

  it('is absent on the cart and checkout pages, whose buttons sit at the bottom on phones', () => {
    for (const path of ['/cart', '/he/cart', '/checkouts', '/checkouts/abc']) {
      const { unmount } = renderAt(path, true);
      expect(screen.queryByRole('button', { name: 'Rewards' }), path).toBeNull();
      unmount();
    }
    renderAt('/collections/cart-accessories', true);
    expect(screen.getByRole('button', { name: 'Rewards' })).toBeInTheDocument();
  });
});
