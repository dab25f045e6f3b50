/**
 * The server's sections: schema, load and component of every line of pages/sections/registry.ts,
 * generated from their folders (scripts/lib/sections.ts). Loaders validate and load with it;
 * entry.server.tsx hands SectionList every component, so the HTML holds each section whole.
 */
import { sectionEntries } from 'virtual:vitrine/sections/server';
import type { SectionSchema } from './defineSection';
import type { RegisteredSection } from './types';

for (const entry of sectionEntries) {
  if (entry.schema.type !== entry.type)
    throw new Error(`pages/sections/${entry.type}/schema.ts declares the type "${entry.schema.type}"`);
}

export const registry: Readonly<Record<string, RegisteredSection>> = Object.fromEntries(
  sectionEntries.map((entry) => [entry.type, entry]),
);

/** The schemas alone, for validation. */
export const sectionSchemas: Readonly<Record<string, SectionSchema>> = Object.fromEntries(
  sectionEntries.map((entry) => [entry.type, entry.schema]),
);
