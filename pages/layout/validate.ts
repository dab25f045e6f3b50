/**
 * Layout validation. A layout comes from a theme file or a
 * merchant's edit, so it can be wrong in many ways; none of them may crash a page. Every problem
 * is a development warning and the smallest possible part is dropped: a bad block is skipped, a
 * section with an unknown type or a bad setting is skipped, the rest of the page renders.
 * Missing settings take their defaults.
 */
import { layoutTemplate } from '../../api/theme';
import { type SectionSchema, type SettingInput, spaceKeys, toneKeys } from './defineSection';

export interface ResolvedBlockData {
  id: string;
  type: string;
  settings: Record<string, unknown>;
}

/** A section instance that passed validation, settings complete, blocks in `blockOrder`. */
export interface ResolvedSectionData {
  id: string;
  type: string;
  settings: Record<string, unknown>;
  blocks: ResolvedBlockData[];
}

export type Warn = (message: string) => void;

/** console.warn in development and tests; silent in production (the page still renders). */
export const developmentWarn: Warn = (message) => {
  if (process.env.NODE_ENV !== 'production') console.warn(`[layout] ${message}`);
};

const safeUrl = /^(?:\/(?!\/)|https?:\/\/|#|mailto:|tel:)/i;
const handlePattern = /^[a-z0-9][a-z0-9-]*$/i;

/** Checks one value against its input; `undefined` means "use the default". */
export function checkSetting(
  input: SettingInput,
  value: unknown,
): { ok: true; value: unknown } | { ok: false; reason: string } {
  if (value === undefined || value === null) {
    return { ok: true, value: input.default ?? '' };
  }
  switch (input.type) {
    case 'text':
    case 'richtext':
    case 'url': {
      if (typeof value !== 'string') return { ok: false, reason: 'expected a string' };
      const max = input.maxLength ?? (input.type === 'richtext' ? 5000 : 500);
      if (value.length > max) return { ok: false, reason: `longer than ${max} characters` };
      if (input.type === 'url' && value !== '' && !safeUrl.test(value))
        return { ok: false, reason: 'not a safe URL' };
      return { ok: true, value };
    }
    case 'image':
      if (typeof value !== 'string') return { ok: false, reason: 'expected an image URL' };
      if (value !== '' && !safeUrl.test(value)) return { ok: false, reason: 'not a safe image URL' };
      return { ok: true, value };
    case 'collection':
    case 'product':
      if (typeof value !== 'string') return { ok: false, reason: `expected a ${input.type} handle` };
      if (value !== '' && !handlePattern.test(value))
        return { ok: false, reason: `not a ${input.type} handle` };
      return { ok: true, value };
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value))
        return { ok: false, reason: 'expected a number' };
      if (value < input.min || value > input.max) {
        return { ok: false, reason: `outside ${input.min}–${input.max}` };
      }
      const steps = (value - input.min) / (input.step ?? 1);
      if (Math.abs(steps - Math.round(steps)) > 1e-9)
        return { ok: false, reason: `not a step of ${input.step ?? 1}` };
      return { ok: true, value };
    }
    case 'boolean':
      return typeof value === 'boolean'
        ? { ok: true, value }
        : { ok: false, reason: 'expected true or false' };
    case 'select':
      return input.options.some((option) => option.value === value)
        ? { ok: true, value }
        : { ok: false, reason: `expected one of ${input.options.map((o) => o.value).join(', ')}` };
    case 'tokenSpace':
      return (spaceKeys as readonly unknown[]).includes(value)
        ? { ok: true, value }
        : { ok: false, reason: 'expected a space token key' };
    case 'tokenTone':
      return (toneKeys as readonly unknown[]).includes(value)
        ? { ok: true, value }
        : { ok: false, reason: 'expected a tone token key' };
  }
}

/** Fills defaults and checks every input; returns the first problem as a reason. */
export function resolveSettings(
  inputs: readonly SettingInput[],
  raw: Record<string, unknown>,
): { ok: true; settings: Record<string, unknown> } | { ok: false; reason: string } {
  const settings: Record<string, unknown> = {};
  for (const input of inputs) {
    const checked = checkSetting(input, raw[input.id]);
    if (!checked.ok) return { ok: false, reason: `setting "${input.id}" ${checked.reason}` };
    settings[input.id] = checked.value;
  }
  return { ok: true, settings };
}

/**
 * The sections of a template to render, in `order`, validated against the registry's schemas.
 * `where` names the template in warnings (`vogue/home`).
 */
export function resolveTemplate(
  template: unknown,
  schemas: Readonly<Record<string, SectionSchema>>,
  options: { where?: string; warn?: Warn } = {},
): ResolvedSectionData[] {
  const warn = options.warn ?? developmentWarn;
  const where = options.where ?? 'template';
  const parsed = layoutTemplate.safeParse(template);
  if (!parsed.success) {
    warn(
      `${where}: not a layout template (${parsed.error.issues[0]?.message ?? 'invalid'}); nothing rendered`,
    );
    return [];
  }
  const { sections, order } = parsed.data;
  const perType = new Map<string, number>();
  const seen = new Set<string>();
  const resolved: ResolvedSectionData[] = [];

  for (const id of order) {
    if (seen.has(id)) {
      warn(`${where}: section "${id}" appears twice in order; the repeat is skipped`);
      continue;
    }
    seen.add(id);
    const section = sections[id];
    if (!section) {
      warn(`${where}: order names "${id}" but there is no such section; skipped`);
      continue;
    }
    if (section.disabled) continue;
    const schema = schemas[section.type];
    if (!schema) {
      warn(`${where}: section "${id}" has unknown type "${section.type}"; skipped`);
      continue;
    }
    const count = (perType.get(section.type) ?? 0) + 1;
    if (schema.limit !== undefined && count > schema.limit) {
      warn(
        `${where}: section "${id}" exceeds the limit of ${schema.limit} "${section.type}" per template; skipped`,
      );
      continue;
    }
    const settings = resolveSettings(schema.settings, section.settings);
    if (!settings.ok) {
      warn(`${where}: section "${id}" (${section.type}) ${settings.reason}; skipped`);
      continue;
    }
    perType.set(section.type, count);
    resolved.push({
      id,
      type: section.type,
      settings: settings.settings,
      blocks: resolveBlocks(id, section, schema, where, warn),
    });
  }
  return resolved;
}

function resolveBlocks(
  sectionId: string,
  section: {
    blocks: Record<string, { type: string; settings: Record<string, unknown>; disabled?: boolean }>;
    blockOrder: string[];
  },
  schema: SectionSchema,
  where: string,
  warn: Warn,
): ResolvedBlockData[] {
  const blocks: ResolvedBlockData[] = [];
  const perType = new Map<string, number>();
  const seen = new Set<string>();
  for (const blockId of section.blockOrder) {
    const at = `${where}: block "${blockId}" of section "${sectionId}"`;
    if (seen.has(blockId)) {
      warn(`${at} appears twice in blockOrder; the repeat is skipped`);
      continue;
    }
    seen.add(blockId);
    const block = section.blocks[blockId];
    if (!block) {
      warn(`${at} is in blockOrder but not in blocks; skipped`);
      continue;
    }
    if (block.disabled) continue;
    const blockSchema = schema.blocks.find((candidate) => candidate.type === block.type);
    if (!blockSchema) {
      warn(`${at} has unknown type "${block.type}"; skipped`);
      continue;
    }
    if (schema.maxBlocks !== undefined && blocks.length >= schema.maxBlocks) {
      warn(`${at} exceeds maxBlocks ${schema.maxBlocks}; skipped`);
      continue;
    }
    const count = (perType.get(block.type) ?? 0) + 1;
    if (blockSchema.limit !== undefined && count > blockSchema.limit) {
      warn(`${at} exceeds the limit of ${blockSchema.limit} "${block.type}" blocks; skipped`);
      continue;
    }
    const settings = resolveSettings(blockSchema.settings, block.settings);
    if (!settings.ok) {
      warn(`${at} (${block.type}) ${settings.reason}; skipped`);
      continue;
    }
    perType.set(block.type, count);
    blocks.push({ id: blockId, type: block.type, settings: settings.settings });
  }
  return blocks;
}
