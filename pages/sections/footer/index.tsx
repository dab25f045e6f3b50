import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import {
  Footer,
  type FooterMenu,
  LanguageSelector,
  type PaymentBrand,
  paymentBrandNames,
} from '../../../components';
import { withScopedMessages } from '../../../lib/i18n/ScopedMessages';
import { PAYMENT_ICON_MAX_LOWER, PAYMENT_ICON_MAX_UPPER } from '../../../lib/nav';
import footerMessages from '../../../locales/en-US.json?scope=footer';
import { defineSection } from '../../layout/defineSection';
import { defineSectionEntry, type SectionProps } from '../../layout/types';
import { storeChrome, toMenuItems } from '../header/storeNav';
import { useHydrated } from '../shared/useHydrated';

/*
 * Non-critical (spec §2 inserts it 1000 ms after the page starts), so it is fetched only after
 * hydration. The path is the component's own module: a dynamic import of the components barrel
 * could never become a separate chunk, since the barrel is already in the page's bundle.
 */
const BackToTop = lazy(() =>
  import('../../../components/BackToTop/BackToTop').then((module) => ({ default: module.BackToTop })),
);

export const footerSchema = defineSection({
  type: 'footer',
  name: 'Footer',
  limit: 1,
  settings: [
    {
      id: 'menus',
      type: 'text',
      label: 'Menu handles, comma separated (one column each)',
      default: 'footer',
    },
    { id: 'about', type: 'text', label: 'About the store', default: '', maxLength: 300 },
    {
      id: 'paymentIcons',
      type: 'text',
      label: `Payment icons, comma separated (${paymentBrandNames.join(', ')})`,
      default: 'visa,mastercard,amex,paypal',
    },
    {
      id: 'paymentIconMax',
      type: 'number',
      label: 'Most payment icons shown before "+N"',
      default: PAYMENT_ICON_MAX_UPPER,
      min: PAYMENT_ICON_MAX_LOWER,
      max: PAYMENT_ICON_MAX_UPPER,
    },
  ],
});

export interface FooterData {
  storeName: string;
  menus: FooterMenu[];
  /** The server's year, so the copyright line is the same in the HTML and after hydration. */
  year: number;
}

const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The merchant's list, in their order, without unknown or repeated brands. */
export const paymentBrandsFrom = (value: string): PaymentBrand[] => [
  ...new Set(commaList(value).flatMap((name) => paymentBrandNames.filter((brand) => brand === name))),
];

/**
 * The store footer (spec §2): a column per store menu, a line about the store, the accepted
 * payment methods and the copyright; the back-to-top control when the theme enables it.
 */
const FooterContent = ({ settings, data, themeSettings }: SectionProps<typeof footerSchema, FooterData>) => {
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  return (
    <>
      <Footer
        storeName={data.storeName}
        menus={data.menus}
        about={settings.about || undefined}
        paymentIcons={paymentBrandsFrom(settings.paymentIcons)}
        paymentIconMax={settings.paymentIconMax}
        year={data.year}
        languageSelector={<LanguageSelector currentPath={`${pathname}${search}`} />}
      />
      {hydrated && themeSettings.backToTop === true ? (
        <Suspense fallback={null}>
          <BackToTop />
        </Suspense>
      ) : null}
    </>
  );
};

/** The footer, with its texts, which come with its chunk (the `footer` message scope). */
export const FooterSection = withScopedMessages(footerMessages, FooterContent);

export const footer = defineSectionEntry({
  schema: footerSchema,
  component: FooterSection,
  load: async ({ settings, context }): Promise<FooterData> => {
    // A menu that is missing or fails only drops its column.
    const [documents, ...menus] = await Promise.all([
      context.store.settings.get().catch(() => null),
      ...commaList(settings.menus).map((handle) => context.store.menus.get(handle).catch(() => null)),
    ]);
    return {
      storeName: storeChrome(documents?.data).storeName,
      menus: menus.flatMap((menu) =>
        menu
          ? [
              {
                id: menu.data.handle,
                title: menu.data.title,
                // The footer shows one level (Footer ignores children): keep the page data small.
                items: toMenuItems(menu.data.items).map(({ children: _, ...item }) => item),
              },
            ]
          : [],
      ),
      year: new Date().getFullYear(),
    };
  },
});
