/**
 * Section schemas: `defineSection({ type, name, settings, blocks, maxBlocks,
 * limit })` declares what a section accepts, with a default for every setting, and the settings
 * type is inferred from it — a section component never sees an unchecked value. Settings pick
 * token keys (space, tone), never raw px or hex.
 */

/** Space keys of the theme grid (tokens/tokenType.ts `space`). */
export const spaceKeys = [
  'none',
  'xxsmall',
  'xsmall',
  'small',
  'medium',
  'large',
  'xlarge',
  'xxlarge',
  'xxxlarge',
] as const;
export type SpaceKey = (typeof spaceKeys)[number];

/** Surface tones a section may sit on; each maps to a background and a matching text colour. */
export const toneKeys = [
  'none',
  'neutralSoft',
  'neutralInverted',
  'brandAccent',
  'brandAccentSoft',
  'surface',
] as const;
export type ToneKey = (typeof toneKeys)[number];

interface InputBase<Id extends string> {
  /** The key under `settings` in the layout JSON. */
  id: Id;
  /** What the merchant's editor shows. */
  label: string;
}

export interface TextInput<Id extends string = string> extends InputBase<Id> {
  type: 'text' | 'richtext' | 'url';
  default: string;
  /** @default 500 for text and url, 5000 for richtext */
  maxLength?: number;
}
/** A picked image, collection or product: a URL or handle, `''` when none is chosen. */
export interface ResourceInput<Id extends string = string> extends InputBase<Id> {
  type: 'image' | 'collection' | 'product';
  /** @default '' */
  default?: string;
}
export interface NumberInput<Id extends string = string> extends InputBase<Id> {
  type: 'number';
  default: number;
  min: number;
  max: number;
  /** @default 1 */
  step?: number;
}
export interface BooleanInput<Id extends string = string> extends InputBase<Id> {
  type: 'boolean';
  default: boolean;
}
export interface SelectInput<Id extends string = string, V extends string = string> extends InputBase<Id> {
  type: 'select';
  options: readonly { value: V; label: string }[];
  default: NoInfer<V>;
}
export interface SpaceInput<Id extends string = string> extends InputBase<Id> {
  type: 'tokenSpace';
  default: SpaceKey;
}
export interface ToneInput<Id extends string = string> extends InputBase<Id> {
  type: 'tokenTone';
  default: ToneKey;
}

export type SettingInput =
  | TextInput
  | ResourceInput
  | NumberInput
  | BooleanInput
  | SelectInput<string, string>
  | SpaceInput
  | ToneInput;

/** The value a setting input yields after validation and defaults. */
export type SettingValue<I> = I extends { type: 'number' }
  ? number
  : I extends { type: 'boolean' }
    ? boolean
    : I extends SelectInput<string, infer V>
      ? V
      : I extends { type: 'tokenSpace' }
        ? SpaceKey
        : I extends { type: 'tokenTone' }
          ? ToneKey
          : string;

/** `{ [input.id]: value }` for a list of inputs. */
export type SettingsOf<Inputs extends readonly SettingInput[]> = {
  [I in Inputs[number] as I['id']]: SettingValue<I>;
};

export interface BlockSchema<
  Type extends string = string,
  Inputs extends readonly SettingInput[] = readonly SettingInput[],
> {
  type: Type;
  name: string;
  settings: Inputs;
  /**
   * Most blocks of this type in one section; extra ones are skipped with a warning.
   * @default unlimited
   */
  limit?: number;
}

export interface SectionSchema<
  Type extends string = string,
  Inputs extends readonly SettingInput[] = readonly SettingInput[],
  Blocks extends readonly BlockSchema[] = readonly BlockSchema[],
> {
  /** The `type` used in layout JSON, kebab-case (`rich-text`). */
  type: Type;
  /** Human name for the merchant's editor. */
  name: string;
  settings: Inputs;
  /** @default [] */
  blocks: Blocks;
  /**
   * Most blocks in one instance; extra ones are skipped with a warning.
   * @default unlimited
   */
  maxBlocks?: number;
  /**
   * Most instances of this type in one template; later ones are skipped with a warning.
   * @default unlimited
   */
  limit?: number;
}

/** A validated block: its id from the JSON, its type and its typed settings. */
export type ResolvedBlock<B extends BlockSchema = BlockSchema> =
  B extends BlockSchema<infer T, infer I> ? { id: string; type: T; settings: SettingsOf<I> } : never;

export type SectionSettings<S> = S extends SectionSchema<string, infer I> ? SettingsOf<I> : never;
export type SectionBlocks<S> =
  S extends SectionSchema<string, readonly SettingInput[], infer B> ? ResolvedBlock<B[number]>[] : never;

/**
 * Declares a section schema. `as const` is not needed: literal ids, option values and block
 * types are kept by the `const` type parameters, so `SectionSettings<typeof schema>` is exact.
 */
// Marked pure for the bundler: the browser takes only section components, so an unused schema (its
// labels, its server `load`) drops out of its chunks (pages/layout/sectionComponents.ts).
/* @__NO_SIDE_EFFECTS__ */
export function defineSection<
  const Type extends string,
  const Inputs extends readonly SettingInput[],
  const Blocks extends readonly BlockSchema[] = readonly [],
>(schema: {
  type: Type;
  name: string;
  settings: Inputs;
  blocks?: Blocks;
  maxBlocks?: number;
  limit?: number;
}): SectionSchema<Type, Inputs, Blocks> {
  return { ...schema, blocks: (schema.blocks ?? []) as unknown as Blocks };
}

/** Declares a block schema for `defineSection({ blocks: [...] })`, keeping literal types. */
export function defineBlock<const Type extends string, const Inputs extends readonly SettingInput[]>(
  block: BlockSchema<Type, Inputs>,
): BlockSchema<Type, Inputs> {
  return block;
}
