import { responsiveAtoms, staticAtoms } from './atoms.css';
import type { vars } from './contract.css';

type ResponsiveAtoms = typeof responsiveAtoms;
type StaticAtoms = typeof staticAtoms;

/** A value for every width, or per condition: `{ mobile: 'column', tablet: 'row' }` or `['column', 'row']`. */
export type Responsive<V> =
  | V
  | { mobile?: V; tablet?: V; desktop?: V }
  | readonly [mobile?: V | null, tablet?: V | null, desktop?: V | null];

const shorthands = {
  padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
  paddingX: ['paddingLeft', 'paddingRight'],
  paddingY: ['paddingTop', 'paddingBottom'],
  margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
  marginX: ['marginLeft', 'marginRight'],
  marginY: ['marginTop', 'marginBottom'],
} as const;

type Shorthand = keyof typeof shorthands;

/** The layout props Box takes, each a key of the theme's scales (`padding="medium"`). */
export type Atoms = { [K in keyof ResponsiveAtoms]?: Responsive<keyof ResponsiveAtoms[K]> } & {
  [K in keyof StaticAtoms]?: keyof StaticAtoms[K];
} & { [K in Shorthand]?: keyof StaticAtoms[(typeof shorthands)[K][number]] };

/** Every prop name `atoms` reads. */
export const atomProperties: readonly string[] = [
  ...Object.keys(shorthands),
  ...Object.keys(responsiveAtoms),
  ...Object.keys(staticAtoms),
];

const conditionIndex = { mobile: 0, tablet: 1, desktop: 2 } as Record<string, number>;

/**
 * The classes for a set of layout props, as Sprinkles resolves them: a shorthand (`paddingX`) sets
 * its longhands, a longhand given as well wins, and an unknown value adds nothing.
 */
export function atoms(props: Atoms): string {
  const values: Record<string, unknown> = {};
  for (const name of Object.keys(shorthands) as Shorthand[]) {
    const value = props[name];
    if (value != null) for (const longhand of shorthands[name]) values[longhand] = value;
  }
  for (const [name, value] of Object.entries(props))
    if (value != null && !(name in shorthands)) values[name] = value;

  const classes: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    const single = (staticAtoms as Record<string, Record<string, string>>)[name];
    if (single) {
      const found = single[value as string];
      if (found) classes.push(found);
      continue;
    }
    const byValue = (responsiveAtoms as Record<string, Record<string, readonly string[]>>)[name];
    if (!byValue) continue;
    if (typeof value === 'string') {
      const found = byValue[value]?.[0];
      if (found) classes.push(found);
      continue;
    }
    const entries = Array.isArray(value)
      ? value.map((item, index) => [index, item] as const)
      : Object.entries(value as object).map(
          ([condition, item]) => [conditionIndex[condition], item] as const,
        );
    for (const [index, item] of entries) {
      const found = index === undefined || item == null ? undefined : byValue[item as string]?.[index];
      if (found) classes.push(found);
    }
  }
  return classes.join(' ');
}

/** Space keys of the theme grid, for props like `space="medium"`. */
export type Space = keyof typeof vars.space;
