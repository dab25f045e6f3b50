/**
 * Whole sections in Storybook: a section component over a fixture view model, with the settings
 * its schema defaults to (plus the story's), the active theme's behaviour settings (the toolbar's
 * theme picks its `settings.json`, so cards, cart and header follow the theme as on a page) and a
 * memory router standing in for the page (links, forms and the root's data).
 */
import type { StoryContext } from '@storybook/react-vite';
import { type ComponentType, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SectionSchema } from '../../pages/layout/defineSection';
import type { PageData, SectionProps } from '../../pages/layout/types';
import { resolveSettings } from '../../pages/layout/validate';
import { themeSettings } from '../../themes';
import { isThemeName } from '../../themes/names';
import type { ThemeSettings } from '../../themes/settings';

/** The behaviour settings of the theme the toolbar shows. */
export const storyThemeSettings = (context: Pick<StoryContext, 'globals'>): ThemeSettings => {
  const theme = String(context.globals.theme);
  return themeSettings[isThemeName(theme) ? theme : 'venue'];
};

export interface SectionFixture<S extends SectionSchema, Data> {
  /** Settings over the schema's defaults. */
  settings?: Partial<SectionProps<S, Data>['settings']>;
  blocks?: SectionProps<S, Data>['blocks'];
  data?: Data;
  /** @default { kind: 'home' } */
  page?: PageData;
  /** The path the section is shown at (its links and forms resolve against it). @default '/' */
  path?: string;
}

/**
 * The settings of `schema` with every default filled in and `overrides` on top (as they are:
 * Storybook serves its images from its own paths, which a merchant's URL rules would refuse).
 */
export const sectionSettings = <S extends SectionSchema>(schema: S, overrides: object = {}) => {
  const defaults = resolveSettings(schema.settings, {});
  if (!defaults.ok) throw new Error(`${schema.type}: ${defaults.reason}`);
  return { ...defaults.settings, ...overrides } as SectionProps<S, unknown>['settings'];
};

/** One router for the story's lifetime: a re-render must not mount a second page. */
const Stage = ({ section: Section, path, root }: { section: ComponentType; path: string; root: unknown }) => {
  const [router] = useState(() =>
    createMemoryRouter([{ id: 'root', path: '*', Component: Section }], {
      initialEntries: [path],
      hydrationData: { loaderData: { root } },
    }),
  );
  return <RouterProvider router={router} />;
};

/**
 * Renders `Component` as the page would: inside a router whose root route holds what the root
 * loader sends (the store currency, the theme's settings, an empty cart).
 */
export function renderSection<S extends SectionSchema, Data>(
  Component: ComponentType<SectionProps<S, Data>>,
  schema: S,
  fixture: SectionFixture<S, Data>,
  context: Pick<StoryContext, 'globals'>,
) {
  const settings = storyThemeSettings(context);
  const Section = () => (
    <Component
      id={schema.type}
      settings={sectionSettings(schema, fixture.settings)}
      blocks={fixture.blocks ?? ([] as unknown as SectionProps<S, Data>['blocks'])}
      data={fixture.data as Data}
      page={fixture.page ?? { kind: 'home' }}
      themeSettings={settings}
      index={2}
    />
  );
  const root = {
    locale: 'en-US',
    theme: { name: String(context.globals.theme), settings },
    cartCount: 0,
    currency: { code: 'USD' },
  };
  // Keyed by theme: the toolbar's switch starts the section over with that theme's settings.
  return (
    <Stage key={String(context.globals.theme)} section={Section} path={fixture.path ?? '/'} root={root} />
  );
}

/**
 * Sections are page-wide: shown edge to edge. Their docs show the story's code: rendering the
 * element tree as source would walk into the router.
 */
export const sectionParameters = { layout: 'fullscreen', docs: { source: { type: 'code' } } } as const;
