import type { Tokens } from '../../tokens/tokenType';

/*
 * Kept out of the .tsx files on purpose: Storybook's docgen tags every
 * export of a .tsx module with a displayName, which would add a bogus key
 * to these records.
 */

type Colors = Tokens['color'];
export type ForegroundRole = keyof Colors['foreground'];
export type BackgroundRole = keyof Colors['background'];
export type BorderRole = keyof Colors['border'];

/**
 * Where each foreground role is meant to be read. Samples render on that
 * background and the ratio shown is against it, so the page shows the pairs
 * components actually use (the same pairs test/unit/themes/contrast.test.ts checks).
 */
export const foregroundPairs: Record<ForegroundRole, { on: BackgroundRole; hint: string; graphic?: true }> = {
  neutral: { on: 'body', hint: 'Body text' },
  secondary: { on: 'body', hint: 'Muted text, captions' },
  neutralInverted: { on: 'neutralInverted', hint: 'Text on inverted bars' },
  link: { on: 'body', hint: 'Links' },
  linkHover: { on: 'body', hint: 'Links on hover' },
  brandAccent: { on: 'body', hint: 'Accent text' },
  onBrandAccent: { on: 'brandAccent', hint: 'Primary button label' },
  critical: { on: 'body', hint: 'Errors' },
  onCritical: { on: 'critical', hint: 'Destructive button label' },
  positive: { on: 'body', hint: 'Success' },
  caution: { on: 'body', hint: 'Warnings' },
  info: { on: 'body', hint: 'Information' },
  promote: { on: 'body', hint: 'Sale prices' },
  onPromote: { on: 'promote', hint: 'Sale tag label' },
  rating: { on: 'body', hint: 'Rating stars (graphic, shown with a number)', graphic: true },
};

/** For each background, the text role that sits on it. */
export const backgroundPairs: Record<BackgroundRole, { text?: ForegroundRole; hint: string }> = {
  body: { text: 'neutral', hint: 'Page' },
  surface: { text: 'neutral', hint: 'Cards, dialogs, drawers' },
  neutralSoft: { text: 'neutral', hint: 'Quiet fills, skeletons' },
  neutralSoftHover: { text: 'neutral', hint: 'Hover on quiet fills' },
  neutralInverted: { text: 'neutralInverted', hint: 'Announcement bar, tooltips' },
  brandAccent: { text: 'onBrandAccent', hint: 'Primary button' },
  brandAccentHover: { text: 'onBrandAccent', hint: 'Primary button hover' },
  brandAccentSoft: { text: 'neutral', hint: 'Selected, highlighted' },
  critical: { text: 'onCritical', hint: 'Destructive button' },
  criticalSoft: { text: 'critical', hint: 'Error notice' },
  positiveSoft: { text: 'positive', hint: 'Success notice' },
  cautionSoft: { text: 'caution', hint: 'Warning notice' },
  infoSoft: { text: 'info', hint: 'Info notice' },
  promote: { text: 'onPromote', hint: 'Sale tag' },
  backdrop: { hint: 'Behind dialogs (translucent)' },
};

export const borderHints: Record<BorderRole, string> = {
  neutral: 'Dividers, outlines',
  neutralLight: 'Hairlines',
  field: 'Input outlines (3:1)',
  fieldHover: 'Input hover',
  swatch: 'Swatch edge (3:1)',
  focus: 'Focus ring (3:1)',
  brandAccent: 'Selected outline',
  critical: 'Invalid field',
};
