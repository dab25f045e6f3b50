/**
 * The strict twin of `resolveTemplate` for the merchant's editor: where the storefront skips a
 * broken part of a layout with a warning, a draft is refused with every problem as a field error
 * (`sections.<id>.settings.<input>`, `sections.<id>.blocks.<block>.type`, `order`, …). It checks
 * the same things with the same section schemas and the same `checkSetting`, so what passes here
 * renders whole. Disabled sections and blocks are checked too: showing them again must not break.
 */
import { layoutTemplate } from '../../api/theme';
import type { SectionSchema } from './defineSection';
import { checkSetting } from './validate';

export type LayoutErrors = Record<string, string[]>;

function checkInputs(
  inputs: SectionSchema['settings'],
  raw: Record<string, unknown>,
  prefix: string,
  errors: LayoutErrors,
): void {
  const known = new Set(inputs.map((input) => input.id));
  for (const input of inputs) {
    const checked = checkSetting(input, raw[input.id]);
    if (!checked.ok) errors[`${prefix}.${input.id}`] = [`${input.label}: ${checked.reason}`];
  }
  for (const key of Object.keys(raw)) {
    if (!known.has(key)) errors[`${prefix}.${key}`] = [`"${key}" is not a setting of this section`];
  }
}

/** Every problem of a template or section group; an empty object when it renders whole. */
export function checkLayout(
  template: unknown,
  schemas: Readonly<Record<string, SectionSchema>>,
): LayoutErrors {
  const errors: LayoutErrors = {};
  const parsed = layoutTemplate.safeParse(template);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || 'layout';
      errors[key] ??= [issue.message];
    }
    return errors;
  }
  const { sections, order } = parsed.data;
  const seen = new Set<string>();
  const perType = new Map<string, number>();
  for (const id of order) {
    if (seen.has(id)) errors.order = [`Section "${id}" appears twice`];
    seen.add(id);
    if (!sections[id]) errors.order = [`The order names "${id}", which is not a section`];
  }
  for (const [id, section] of Object.entries(sections)) {
    const at = `sections.${id}`;
    if (!seen.has(id)) errors[at] = ['This section is not in the order'];
    const schema = schemas[section.type];
    if (!schema) {
      errors[`${at}.type`] = [`Unknown section type "${section.type}"`];
      continue;
    }
    const count = (perType.get(section.type) ?? 0) + 1;
    perType.set(section.type, count);
    if (schema.limit !== undefined && count > schema.limit)
      errors[`${at}.type`] = [`At most ${schema.limit} ${schema.name} section(s) per page`];
    checkInputs(schema.settings, section.settings, `${at}.settings`, errors);
    const blockSeen = new Set<string>();
    const blockTypes = new Map<string, number>();
    for (const blockId of section.blockOrder) {
      if (blockSeen.has(blockId)) errors[`${at}.blockOrder`] = [`Block "${blockId}" appears twice`];
      blockSeen.add(blockId);
      if (!section.blocks[blockId])
        errors[`${at}.blockOrder`] = [`The block order names "${blockId}", which is not a block`];
    }
    if (schema.maxBlocks !== undefined && Object.keys(section.blocks).length > schema.maxBlocks)
      errors[`${at}.blocks`] = [`At most ${schema.maxBlocks} blocks`];
    for (const [blockId, block] of Object.entries(section.blocks)) {
      const blockAt = `${at}.blocks.${blockId}`;
      if (!blockSeen.has(blockId)) errors[blockAt] = ['This block is not in the block order'];
      const blockSchema = schema.blocks.find((candidate) => candidate.type === block.type);
      if (!blockSchema) {
        errors[`${blockAt}.type`] = [`Unknown block type "${block.type}"`];
        continue;
      }
      const n = (blockTypes.get(block.type) ?? 0) + 1;
      blockTypes.set(block.type, n);
      if (blockSchema.limit !== undefined && n > blockSchema.limit)
        errors[`${blockAt}.type`] = [`At most ${blockSchema.limit} ${blockSchema.name} blocks`];
      checkInputs(blockSchema.settings, block.settings, `${blockAt}.settings`, errors);
    }
  }
  return errors;
}
