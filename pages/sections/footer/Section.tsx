import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Footer, LanguageSelector, type PaymentBrand, paymentBrandNames } from '../../../components';
import { withScopedMessages } from '../../../lib/i18n/ScopedMessages';
import footerMessages from '../../../locales/en-US.json?scope=footer';
import { useCustomerState } from '../../account/useCustomerState';
import CurrencyPicker from '../../currency/CurrencyPicker';
import type { SectionProps } from '../../layout/types';
import { ACCOUNT_URLS } from '../header/storeNav';
import { useHydrated } from '../shared/useHydrated';
import { commaList } from './commaList';
import type { FooterData } from './model';
import type { schema } from './schema';

/*
 * Non-critical (it comes into the page 1000 ms after the page starts), so it is fetched only after
 * hydration. The path is the component's own module: a dynamic import of the components barrel
 * could never become a separate chunk, since the barrel is already in the page's bundle.
 */
const BackToTop = lazy(() =>
  import('../../../components/BackToTop/BackToTop').then((module) => ({ default: module.BackToTop })),
);

/** The merchant's list, in their order, without unknown or repeated brands. */
export const paymentBrandsFrom = (value: string): PaymentBrand[] => [
  ...new Set(commaList(value).flatMap((name) => paymentBrandNames.filter((brand) => brand === name))),
];

/**
 * The store footer: a column per store menu, a line about the store, the accepted
 * payment methods and the copyright; the back-to-top control when the theme enables it.
 */
const FooterContent = ({ settings, data, themeSettings }: SectionProps<typeof schema, FooterData>) => {
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const customer = useCustomerState();
  return (
    <>
      <Footer
        storeName={data.storeName}
        menus={data.menus}
        about={settings.about || undefined}
        paymentIcons={paymentBrandsFrom(settings.paymentIcons)}
        paymentIconMax={settings.paymentIconMax}
        year={data.year}
        loggedIn={customer.loggedIn}
        logoutToken={customer.csrfToken}
        memberConfig={data.memberConfig}
        accountUrls={ACCOUNT_URLS}
        languageSelector={<LanguageSelector currentPath={`${pathname}${search}`} />}
        currencySelector={
          themeSettings.currency.show_selector &&
          themeSettings.currency.currency_selector_type === 'global' ? (
            <CurrencyPicker />
          ) : undefined
        }
      />
      {hydrated && themeSettings.backToTop ? (
        <Suspense fallback={null}>
          <BackToTop />
        </Suspense>
      ) : null}
    </>
  );
};

/** The footer, with its texts, which come with its chunk (the `footer` message scope). */
export const FooterSection = withScopedMessages(footerMessages, FooterContent);

export default FooterSection;
