import { Heading, Stack, Text } from '../../../components';
import { defineSection } from '../../layout/defineSection';
import { defineSectionEntry, type SectionProps } from '../../layout/types';
import { SectionShell, sharedStyles as styles } from '../shared';

export const footerBasicSchema = defineSection({
  type: 'footer-basic',
  name: 'Footer (basic)',
  limit: 1,
  settings: [
    { id: 'menus', type: 'text', label: 'Menu handles, comma separated', default: 'footer' },
    { id: 'tagline', type: 'text', label: 'Tagline', default: '' },
    { id: 'tone', type: 'tokenTone', label: 'Colour', default: 'neutralSoft' },
  ],
});

interface FooterData {
  menus: { title: string; items: { title: string; path: string }[] }[];
}

/** A plain footer: tagline and link columns from the store's menus. */
export const FooterBasic = ({ settings, data }: SectionProps<typeof footerBasicSchema, FooterData>) => (
  <footer className={styles.borderTop}>
    <SectionShell tone={settings.tone} paddingY="xlarge">
      <div className={styles.footerColumns}>
        <Stack space="small">
          {settings.tagline ? <Text tone="inherit">{settings.tagline}</Text> : null}
          <Text size="small" tone="inherit">
            © {new Date().getFullYear()} Vitrine demo store
          </Text>
        </Stack>
        {data.menus.map((menu) => (
          <nav key={menu.title} aria-label={menu.title}>
            <Stack space="small">
              <Heading level="4" as="h2">
                {menu.title}
              </Heading>
              <ul className={styles.plainList}>
                {menu.items.map((item) => (
                  <li key={item.path}>
                    <a className={styles.link} href={item.path}>
                      <Text size="small" tone="inherit">
                        {item.title}
                      </Text>
                    </a>
                  </li>
                ))}
              </ul>
            </Stack>
          </nav>
        ))}
      </div>
    </SectionShell>
  </footer>
);

export const footerBasic = defineSectionEntry({
  schema: footerBasicSchema,
  component: FooterBasic,
  load: async ({ settings, context }): Promise<FooterData> => {
    const handles = settings.menus
      .split(',')
      .map((handle) => handle.trim())
      .filter(Boolean);
    const menus = await Promise.all(
      handles.map((handle) => context.store.menus.get(handle).catch(() => null)),
    );
    return {
      menus: menus.flatMap((menu) =>
        menu
          ? [
              {
                title: menu.data.title,
                items: menu.data.items.map((i) => ({ title: i.title, path: i.path })),
              },
            ]
          : [],
      ),
    };
  },
});
