/**
 * Runs the `load` of every resolved section in parallel: critical sections are
 * awaited together; deferred ones start at the same moment and travel as promises React Router
 * streams to the page (rendered with <Await>). A failing load drops only its section.
 */

import type { AnySectionDefinition, SectionLoadContext } from './types';
import type { ResolvedSectionData } from './validate';

/** Marks a section whose load failed; the renderer shows nothing for it. */
export const LOAD_FAILED = { failed: true } as const;

export interface LoadedSection extends ResolvedSectionData {
  /** The loaded data, or a promise of it when `deferred`. */
  data: unknown;
  deferred: boolean;
}

export async function loadSections(
  sections: ResolvedSectionData[],
  registry: Readonly<Record<string, AnySectionDefinition>>,
  context: SectionLoadContext,
): Promise<LoadedSection[]> {
  const started = sections.map((section) => {
    const entry = registry[section.type];
    if (!entry?.load) return { section, deferred: false, pending: Promise.resolve(undefined) };
    const pending = Promise.resolve()
      // Validated against this entry's schema by resolveTemplate, so the shapes match.
      .then(() =>
        entry.load?.({ settings: section.settings as never, blocks: section.blocks as never, context }),
      )
      .catch((error: unknown) => {
        console.error(`[layout] section "${section.id}" (${section.type}) failed to load`, error);
        return LOAD_FAILED;
      });
    return { section, deferred: entry.defer === true, pending };
  });
  const critical = await Promise.all(started.map((item) => (item.deferred ? undefined : item.pending)));
  return started.map((item, index) => ({
    ...item.section,
    deferred: item.deferred,
    data: item.deferred ? item.pending : critical[index],
  }));
}
