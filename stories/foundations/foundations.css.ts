import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

/*
 * Styles for the Foundations pages only. The page chrome (role names, table
 * rules) is deliberately theme-neutral so five themes can sit side by side on
 * it; everything inside a theme cell reads the theme's own variables.
 */

const docInk = '#1b1d21';
const docMuted = '#555b66';
const docRule = '#dfe2e7';

export const page = style({
  minHeight: '100vh',
  padding: '32px',
  background: '#ffffff',
  color: docInk,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', sans-serif",
  fontSize: '14px',
  lineHeight: '20px',
});

export const pageTitle = style({
  fontSize: '28px',
  lineHeight: '34px',
  fontWeight: 700,
  marginBottom: '4px',
});
export const pageLead = style({ color: docMuted, marginBottom: '24px', maxWidth: '72ch' });
export const sectionTitle = style({
  fontSize: '18px',
  lineHeight: '24px',
  fontWeight: 650,
  margin: '28px 0 8px',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
});

export const caption = style({
  textAlign: 'left',
  fontSize: '18px',
  lineHeight: '24px',
  fontWeight: 650,
  padding: '24px 0 8px',
});

export const headCell = style({
  textAlign: 'left',
  fontWeight: 650,
  padding: '8px',
  borderBottom: `2px solid ${docInk}`,
  verticalAlign: 'bottom',
});

export const roleCell = style({
  textAlign: 'left',
  fontWeight: 400,
  padding: '8px 8px 8px 0',
  borderBottom: `1px solid ${docRule}`,
  verticalAlign: 'top',
  width: '180px',
});

export const roleName = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: '13px',
});
export const roleHint = style({ display: 'block', color: docMuted, fontSize: '12px', lineHeight: '16px' });

/** A cell that shows one theme's value on that theme's own page colour. */
export const themeCell = style({
  padding: '10px',
  borderBottom: `1px solid ${docRule}`,
  verticalAlign: 'top',
  background: vars.color.background.body,
  color: vars.color.foreground.neutral,
  fontFamily: vars.typography.fontFamily.body,
});

export const swatchRow = style({ display: 'flex', gap: '10px', alignItems: 'center' });

export const chip = style({
  flex: '0 0 auto',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.small,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.neutralLight}`,
});

export const sample = style({
  flex: '0 0 auto',
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.small,
  fontSize: '20px',
  fontWeight: 600,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.neutralLight}`,
});

export const meta = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: '12px',
  lineHeight: '16px',
  color: vars.color.foreground.secondary,
  overflowWrap: 'anywhere',
});

export const badge = styleVariants({
  pass: {},
  large: {},
  fail: { fontWeight: 700 },
  none: {},
});

/** Five themes in a row, each a self-contained themed panel. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: '16px',
});

export const themePanel = style({
  padding: vars.space.large,
  background: vars.color.background.body,
  color: vars.color.foreground.neutral,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  borderRadius: '8px',
  boxShadow: `0 0 0 1px ${docRule}`,
});

export const panelTitle = style({
  fontFamily: vars.typography.fontFamily.heading,
  fontWeight: vars.typography.fontWeight.heading,
  textTransform: vars.typography.headingTransform as 'none',
  letterSpacing: vars.typography.headingLetterSpacing,
  fontSize: vars.typography.heading['3'].fontSize,
  lineHeight: vars.typography.heading['3'].lineHeight,
  marginBottom: vars.space.medium,
});

export const heading = style({
  fontFamily: vars.typography.fontFamily.heading,
  fontWeight: vars.typography.fontWeight.heading,
  textTransform: vars.typography.headingTransform as 'none',
  letterSpacing: vars.typography.headingLetterSpacing,
  color: vars.color.foreground.neutral,
});

export const headingSize = styleVariants(vars.typography.heading, (step) => ({
  fontSize: step.fontSize,
  lineHeight: step.lineHeight,
}));

export const textSize = styleVariants(vars.typography.text, (step) => ({
  fontSize: step.fontSize,
  lineHeight: step.lineHeight,
}));

export const secondary = style({ color: vars.color.foreground.secondary });

export const typeBand = style({
  display: 'grid',
  gridTemplateColumns: '220px 1fr',
  gap: '24px',
  padding: '24px',
  marginBottom: '16px',
  background: vars.color.background.body,
  color: vars.color.foreground.neutral,
  fontFamily: vars.typography.fontFamily.body,
  borderRadius: '8px',
  boxShadow: `0 0 0 1px ${docRule}`,
});

export const typeRow = style({
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  gap: '16px',
  alignItems: 'baseline',
  padding: '6px 0',
  borderBottom: `1px solid ${vars.color.border.neutralLight}`,
});

export const ellipsis = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const scaleList = style({ display: 'grid', gap: vars.space.small, listStyle: 'none', padding: 0 });

export const spaceBar = style({
  height: '16px',
  background: vars.color.background.brandAccent,
  borderRadius: '1px',
});

export const radiusGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: vars.space.small,
  listStyle: 'none',
  padding: 0,
});

export const radiusChip = style({
  height: '56px',
  background: vars.color.background.brandAccentSoft,
  border: `2px solid ${vars.color.border.brandAccent}`,
  marginBottom: '4px',
});

export const shadowStage = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.medium,
  background: vars.color.background.neutralSoft,
  borderRadius: vars.radius.large,
  listStyle: 'none',
});

export const shadowCard = style({
  padding: vars.space.medium,
  background: vars.color.background.surface,
  borderRadius: vars.radius.card,
});

/* Theme overview (one theme, the one on <html>) */

export const overview = style({
  minHeight: '100vh',
  background: vars.color.background.body,
  color: vars.color.foreground.neutral,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
});

export const overviewInner = style({
  maxWidth: vars.layout.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.xxlarge} ${vars.layout.gutter}`,
  display: 'grid',
  gap: vars.space.xxlarge,
});

export const hero = style({
  display: 'grid',
  gap: vars.space.small,
  paddingBottom: vars.space.xlarge,
  borderBottom: `1px solid ${vars.color.border.neutral}`,
});

export const eyebrow = style({
  fontSize: vars.typography.text.xsmall.fontSize,
  lineHeight: vars.typography.text.xsmall.lineHeight,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: vars.color.foreground.brandAccent,
  fontWeight: vars.typography.fontWeight.strong,
});

export const overviewSection = style({ display: 'grid', gap: vars.space.medium, alignContent: 'start' });

export const announcement = style({
  padding: `${vars.space.xsmall} ${vars.layout.gutter}`,
  background: vars.color.background.neutralInverted,
  color: vars.color.foreground.neutralInverted,
  textAlign: 'center',
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  letterSpacing: vars.typography.buttonLetterSpacing,
  textTransform: vars.typography.buttonTransform as 'none',
});

export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
  gap: vars.space.large,
  listStyle: 'none',
  padding: 0,
});

export const productCard = style({ display: 'grid', gap: vars.space.xsmall, alignContent: 'start' });

export const productMedia = style({
  position: 'relative',
  aspectRatio: '4 / 5',
  borderRadius: vars.radius.card,
  overflow: 'hidden',
  boxShadow: vars.shadow.small,
});

export const productMediaTone = styleVariants({
  a: {
    background: `linear-gradient(160deg, ${vars.color.background.brandAccentSoft}, ${vars.color.background.neutralSoftHover})`,
  },
  b: {
    background: `radial-gradient(circle at 30% 30%, ${vars.color.background.surface}, ${vars.color.background.neutralSoftHover} 70%)`,
  },
  c: {
    background: `linear-gradient(200deg, ${vars.color.background.neutralSoft}, ${vars.color.background.brandAccentSoft})`,
  },
});

export const productTag = style({ position: 'absolute', top: vars.space.small, left: vars.space.small });

export const productTitle = style({
  fontFamily: vars.typography.fontFamily.heading,
  fontWeight: vars.typography.fontWeight.heading,
  textTransform: vars.typography.headingTransform as 'none',
  letterSpacing: vars.typography.headingLetterSpacing,
  fontSize: vars.typography.heading['4'].fontSize,
  lineHeight: vars.typography.heading['4'].lineHeight,
});

export const fullWidthButton = style({ width: '100%' });

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
  gap: vars.space.xlarge,
});

export const roleGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
  gap: vars.space.small,
  listStyle: 'none',
  padding: 0,
});

export const roleCard = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  background: vars.color.background.surface,
  borderRadius: vars.radius.card,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.neutralLight}`,
});

export const roleCardSample = style({
  display: 'grid',
  placeItems: 'center',
  height: '56px',
  borderRadius: vars.radius.small,
  fontSize: '22px',
  fontWeight: 600,
});

export const specimenButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const specimenButton = style({
  minHeight: vars.control.height.standard,
  padding: `0 ${vars.space.large}`,
  borderRadius: vars.radius.button,
  border: `${vars.control.borderWidth} solid ${vars.color.border.brandAccent}`,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.small.fontSize,
  fontWeight: vars.typography.fontWeight.strong,
  textTransform: vars.typography.buttonTransform as 'none',
  letterSpacing: vars.typography.buttonLetterSpacing,
});

export const specimenButtonTone = styleVariants({
  solid: { background: vars.color.background.brandAccent, color: vars.color.foreground.onBrandAccent },
  hover: { background: vars.color.background.brandAccentHover, color: vars.color.foreground.onBrandAccent },
  soft: {
    background: 'transparent',
    color: vars.color.foreground.neutral,
    borderColor: vars.color.border.neutral,
  },
  critical: {
    background: vars.color.background.critical,
    color: vars.color.foreground.onCritical,
    borderColor: vars.color.background.critical,
  },
});

export const field = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  maxWidth: '360px',
});

export const fieldInput = style({
  height: vars.control.height.standard,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.field,
  border: `${vars.control.borderWidth} solid ${vars.color.border.field}`,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
});

export const tag = style({
  display: 'inline-block',
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.background.promote,
  color: vars.color.foreground.onPromote,
  fontSize: vars.typography.text.xsmall.fontSize,
  lineHeight: vars.typography.text.xsmall.lineHeight,
  fontWeight: vars.typography.fontWeight.strong,
});

export const settingsList = style({
  display: 'grid',
  // The value column may shrink below its content: long values (nested settings) wrap instead of widening the page.
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.large,
  rowGap: vars.space.xxsmall,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

export const settingsValue = style({
  margin: 0,
  overflowWrap: 'anywhere',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
});
