import { type ReactNode, Suspense } from 'react';
import { Await, useMatches } from 'react-router';
import { Box } from '../../components';
import { LOAD_FAILED, type LoadedSection } from './loadSections';
import {
  onDemandSectionComponents,
  type SectionComponent,
  type SectionsHandle,
  sharedSectionComponents,
} from './sectionComponents';
import type { PageData } from './types';

export interface SectionListProps {
  sections: LoadedSection[];
  page: PageData;
  /** The theme's behaviour settings, passed to every section. */
  themeSettings: Record<string, unknown>;
}

const failed = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { failed?: unknown }).failed === LOAD_FAILED.failed;

const isSectionsHandle = (handle: unknown): handle is SectionsHandle =>
  typeof handle === 'object' && handle !== null && 'sections' in handle;

/** The component for a section type: the matched routes' own sections, the shared ones, or on demand. */
const useSectionComponents = (): ((type: string) => SectionComponent | undefined) => {
  const matches = useMatches();
  const fromRoutes = matches.flatMap((match) =>
    isSectionsHandle(match.handle) ? [match.handle.sections] : [],
  );
  return (type) =>
    fromRoutes.find((sections) => sections[type])?.[type] ??
    sharedSectionComponents[type] ??
    onDemandSectionComponents[type];
};

/** Renders loaded sections in order; deferred ones stream in behind a quiet placeholder. */
export const SectionList = ({ sections, page, themeSettings }: SectionListProps) => {
  const componentOf = useSectionComponents();
  return (
    <>
      {sections.map((section) => {
        const Component = componentOf(section.type);
        if (!Component) return null;
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
            />
          );
        if (!section.deferred)
          return (
            <SectionFrame key={section.id} id={section.id} type={section.type}>
              {render(section.data)}
            </SectionFrame>
          );
        return (
          <SectionFrame key={section.id} id={section.id} type={section.type}>
            <Suspense fallback={<Box paddingY="xxlarge" aria-busy="true" />}>
              <Await resolve={section.data as Promise<unknown>} errorElement={null}>
                {render}
              </Await>
            </Suspense>
          </SectionFrame>
        );
      })}
    </>
  );
};

/** Each instance gets a stable anchor (`#section-<id>`), as Dawn's shopify-section wrappers do. */
const SectionFrame = ({ id, type, children }: { id: string; type: string; children: ReactNode }) => (
  <div id={`section-${id}`} data-section-type={type}>
    {children}
  </div>
);
