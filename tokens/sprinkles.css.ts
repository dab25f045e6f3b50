import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from './breakpoints';
import { vars } from './contract.css';

/**
 * Atomic classes for the layout primitives (Box, Stack, Inline) — only what
 * they use. Every value × condition is a class in the stylesheet and an entry
 * in the runtime table every page downloads, so only what layouts switch at a
 * breakpoint is responsive: display, and the direction and alignment Inline's
 * `collapseBelow` flips (STYLE.md "Avoid"). Spacing and colours are not.
 */
const responsiveProperties = defineProperties({
  conditions: {
    // Spec §4: under 768 px is mobile; sprinkles are mobile-first.
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid', 'inline-block'],
    flexDirection: ['row', 'column'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
  },
});

const staticProperties = defineProperties({
  properties: {
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    flexWrap: ['wrap', 'nowrap'],
    flexShrink: [0],
    flexGrow: [0, 1],
    minWidth: [0],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    background: {
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
    },
    borderRadius: vars.radius,
    width: { full: '100%' },
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, staticProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];

/** Space keys of the theme grid, for props like `space="medium"`. */
export type Space = keyof typeof vars.space;
export const spaceKeys = Object.keys(vars.space) as Space[];
