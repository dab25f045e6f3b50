import { type ReactNode, Suspense } from 'react';
import { Await } from 'react-router';
import { Box } from '../../components';
import { registry } from '../registry';
import { LOAD_FAILED, type LoadedSection } from './loadSections';
import type { PageData } from './types';

export interface SectionListProps {
  sections: LoadedSection[];
  page: PageData;
  /** The theme's behaviour settings, passed to every section. */
  themeSettings: Record<string, unknown>;
}

const failed = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { failed?: unknown }).failed === LOAD_FAILED.failed;

/** Renders loaded sections in order; deferred ones stream in behind a quiet placeholder. */
export const SectionList = ({ sections, page, themeSettings }: SectionListProps) => (
  <>
    {sections.map((section) => {
      const entry = registry[section.type];
      if (!entry) return null;
      const Component = entry.component;
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

/** Each instance gets a stable anchor (`#section-<id>`), as Dawn's shopify-section wrappers do. */
const SectionFrame = ({ id, type, children }: { id: string; type: string; children: ReactNode }) => (
  <div id={`section-${id}`} data-section-type={type}>
    {children}
  </div>
);
