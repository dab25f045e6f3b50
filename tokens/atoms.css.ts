import { style } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './contract.css';

/**
 * Atomic classes for the layout primitives (Box, Stack, Inline): one class per property and value,
 * only the values they use. Each class is also written in the browser's JavaScript (`atoms.ts`
 * picks them by prop), so only what layouts switch at a breakpoint is responsive — display, and
 * the direction and alignment Inline's `collapseBelow` flips — with a class per condition; spacing
 * and colours are not (STYLE.md "Avoid").
 *
 * The same classes Sprinkles would make, in its order (the media-query ones after the plain ones),
 * as plain maps: its runtime and its configuration tables weighed 1.8 KB gzipped on every page
 * (the product page's initial JavaScript ≤ 140 KB).
 */

/** Mobile first (under 768 px is mobile), then from 768 and from 1024 px. */
const conditionQueries = [undefined, media.tablet, media.desktop] as const;

const responsive = <const V extends string>(
  property: 'display' | 'flexDirection' | 'alignItems',
  values: readonly V[],
) =>
  Object.fromEntries(
    values.map((value) => [
      value,
      conditionQueries.map((query) =>
        style(query ? { '@media': { [query]: { [property]: value } } } : { [property]: value }),
      ),
    ]),
  ) as unknown as Record<V, readonly [mobile: string, tablet: string, desktop: string]>;

const plain = <const K extends string | number>(
  property: string,
  values: Readonly<Record<K, string | number>>,
) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, style({ [property]: value })]),
  ) as Record<K, string>;

const list = <const V extends string | number>(values: readonly V[]) =>
  Object.fromEntries(values.map((value) => [value, value])) as Record<V, V>;

export const responsiveAtoms = {
  display: responsive('display', ['none', 'block', 'flex', 'inline-flex', 'grid', 'inline-block']),
  flexDirection: responsive('flexDirection', ['row', 'column']),
  alignItems: responsive('alignItems', ['flex-start', 'center', 'flex-end', 'stretch', 'baseline']),
};

export const staticAtoms = {
  justifyContent: plain('justifyContent', list(['flex-start', 'center', 'flex-end', 'space-between'])),
  flexWrap: plain('flexWrap', list(['wrap', 'nowrap'])),
  flexShrink: plain('flexShrink', list([0])),
  flexGrow: plain('flexGrow', list([0, 1])),
  minWidth: plain('minWidth', list([0])),
  gap: plain('gap', vars.space),
  paddingTop: plain('paddingTop', vars.space),
  paddingBottom: plain('paddingBottom', vars.space),
  paddingLeft: plain('paddingLeft', vars.space),
  paddingRight: plain('paddingRight', vars.space),
  marginTop: plain('marginTop', vars.space),
  marginBottom: plain('marginBottom', vars.space),
  marginLeft: plain('marginLeft', vars.space),
  marginRight: plain('marginRight', vars.space),
  background: plain('background', {
    body: vars.color.background.body,
    surface: vars.color.background.surface,
    neutralSoft: vars.color.background.neutralSoft,
    neutralInverted: vars.color.background.neutralInverted,
    brandAccent: vars.color.background.brandAccent,
    brandAccentSoft: vars.color.background.brandAccentSoft,
    criticalSoft: vars.color.background.criticalSoft,
    positiveSoft: vars.color.background.positiveSoft,
    cautionSoft: vars.color.background.cautionSoft,
    infoSoft: vars.color.background.infoSoft,
  }),
  borderRadius: plain('borderRadius', vars.radius),
  width: plain('width', { full: '100%' }),
  textAlign: plain('textAlign', list(['left', 'center', 'right'])),
};
