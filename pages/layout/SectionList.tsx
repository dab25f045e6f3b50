import { memo, type ReactNode, type RefObject, Suspense, useContext, useEffect, useRef } from 'react';
import { Await, useMatches, useRouteLoaderData } from 'react-router';
import { Box } from '../../components';
import type { ThemeSettings } from '../../themes/settings';
import { isHydrated, releaseSectionGates } from './lazySections';
import { LOAD_FAILED, type LoadedSection } from './loadSections';
import {
  isStaticSection,
  lazySectionComponents,
  rootSectionComponents,
  type SectionComponent,
  type SectionsHandle,
  ServerSectionComponents,
} from './sectionComponents';
import type { PageData } from './types';

export interface SectionListProps {
  sections: LoadedSection[];
  page: PageData;
  /** The theme's behaviour settings, passed to every section. */
  themeSettings: ThemeSettings;
}

const failed = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { failed?: unknown }).failed === LOAD_FAILED.failed;

const isSectionsHandle = (handle: unknown): handle is SectionsHandle =>
  typeof handle === 'object' && handle !== null && 'sections' in handle;

interface Resolved {
  Component: SectionComponent;
  /** Loaded on demand in the browser, so it needs a Suspense boundary of its own. */
  lazy: boolean;
  /** A `none` section: static server HTML during the first page view (lazySections.ts). */
  static: boolean;
}

/**
 * The component for a section type: the matched routes' own sections (the handle the build gives
 * a route, scripts/lib/sections.ts), the root's, or one loaded on demand. The server renders the
 * same component the browser will load, inside the same boundary, so the two trees match.
 */
const useSectionComponents = (): ((type: string) => Resolved | undefined) => {
  const matches = useMatches();
  const onServer = useContext(ServerSectionComponents);
  const fromRoutes = matches.flatMap((match) =>
    isSectionsHandle(match.handle) ? [match.handle.sections] : [],
  );
  return (type) => {
    const eager = fromRoutes.find((sections) => sections[type])?.[type] ?? rootSectionComponents[type];
    if (eager) return { Component: eager, lazy: false, static: false };
    const Component = onServer?.[type] ?? lazySectionComponents[type];
    return Component ? { Component, lazy: true, static: isStaticSection(type) } : undefined;
  };
};

const placeholder = <Box paddingY="xxlarge" aria-busy="true" />;

/** Renders loaded sections in order; deferred ones stream in behind a quiet placeholder. */
export const SectionList = ({ sections, page, themeSettings }: SectionListProps) => {
  const componentOf = useSectionComponents();
  // After hydration this renders again only on a router update (useMatches reads the router's
  // state): a fetcher adding to the cart, a navigation, a revalidation. React Router's state
  // context reaches into every dehydrated boundary, and a transition cannot commit until each has
  // hydrated, so a section still waiting for the viewport would hold that update (the add's
  // answer, the cart popup) back until the shopper scrolled to it. Its chunk loads now instead.
  if (isHydrated()) releaseSectionGates();
  const styles = (useRouteLoaderData('root') as { sectionStyles?: SectionStyles } | undefined)?.sectionStyles;
  return (
    <>
      {sections.map((section, position) => {
        const resolved = componentOf(section.type);
        return resolved ? (
          <Section
            key={section.id}
            index={position + 1}
            section={section}
            resolved={resolved}
            styles={resolved.lazy ? styles?.[section.type] : undefined}
            page={page}
            themeSettings={themeSettings}
          />
        ) : null;
      })}
    </>
  );
};

type SectionStyles = Readonly<Record<string, readonly string[]>>;

interface SectionProps {
  section: LoadedSection;
  index: number;
  resolved: Resolved;
  /** A lazily loaded section's stylesheets (scripts/lib/sectionStyles.ts). */
  styles: readonly string[] | undefined;
  page: PageData;
  themeSettings: ThemeSettings;
}

/**
 * One section. Memoised, and not for speed: a section still waiting for its chunk is a dehydrated
 * Suspense boundary, and React throws a dehydrated boundary's server HTML away when it is rendered
 * again (any router state change — a fetcher loading the cart — re-renders SectionList). So it
 * renders again only when its own props change: new data from a revalidation or a navigation.
 */
const Section = memo(
  ({
    section,
    index,
    resolved: { Component, lazy, static: still },
    styles,
    page,
    themeSettings,
  }: SectionProps) => {
    const frame = useRef<HTMLDivElement>(null);
    const render = (data: unknown) =>
      failed(data) ? null : (
        <Component
          id={section.id}
          // Validated against this entry's schema by resolveTemplate, so the shapes match.
          settings={section.settings as never}
          blocks={section.blocks as never}
          data={data}
          page={page}
          themeSettings={themeSettings}
          index={index}
        />
      );
    // With a precedence React hoists them into the head, once each, and holds a streamed
    // boundary's reveal until they have loaded: the section never paints unstyled.
    const links = styles?.map((href) => (
      <link key={href} rel="stylesheet" href={href} precedence="sections" />
    ));
    if (!section.deferred)
      return (
        <SectionFrame ref={frame} id={section.id} type={section.type} lazy={lazy} still={still}>
          {links}
          {lazy ? (
            <Suspense fallback={placeholder}>
              {render(section.data)}
              <MarkReady frame={frame} />
            </Suspense>
          ) : (
            render(section.data)
          )}
        </SectionFrame>
      );
    // The deferred data's boundary is the lazy component's too.
    return (
      <SectionFrame ref={frame} id={section.id} type={section.type} lazy={lazy} still={still}>
        {links}
        <Suspense fallback={placeholder}>
          <Await resolve={section.data as Promise<unknown>} errorElement={null}>
            {render}
          </Await>
          {lazy ? <MarkReady frame={frame} /> : null}
        </Suspense>
      </SectionFrame>
    );
  },
  (before, after) =>
    before.section === after.section &&
    before.index === after.index &&
    before.resolved.Component === after.resolved.Component &&
    before.resolved.lazy === after.resolved.lazy &&
    before.resolved.static === after.resolved.static &&
    before.styles === after.styles &&
    before.themeSettings === after.themeSettings &&
    shallowEqual(before.page, after.page),
);

const shallowEqual = (a: object, b: object) => {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key])
  );
};

/**
 * Marks a lazily loaded section's frame `data-section-ready` once its boundary has hydrated or
 * rendered: until then its HTML is the server's, inert. Tests wait for it; nothing styles it.
 */
const MarkReady = ({ frame }: { frame: RefObject<HTMLDivElement | null> }) => {
  useEffect(() => {
    frame.current?.setAttribute('data-section-ready', '');
  }, [frame]);
  return null;
};

/**
 * Each instance gets a stable anchor (`#section-<id>`), as Dawn's shopify-section wrappers do.
 * `data-section-lazy`: its code loads on demand (layout/lazySections.ts); `data-section-static`:
 * a `none` section, the server's HTML until a router update.
 */
const SectionFrame = ({
  ref,
  id,
  type,
  lazy,
  still,
  children,
}: {
  ref: RefObject<HTMLDivElement | null>;
  id: string;
  type: string;
  lazy: boolean;
  still: boolean;
  children: ReactNode;
}) => (
  <div
    ref={ref}
    id={`section-${id}`}
    data-section-type={type}
    data-section-lazy={lazy && !still ? '' : undefined}
    data-section-static={still ? '' : undefined}
  >
    {children}
  </div>
);
