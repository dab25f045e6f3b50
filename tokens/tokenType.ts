/**
 * The one shape every theme fills in. Names carry meaning (what a value is for),
 * never appearance: a theme decides that `foreground.brandAccent` is burgundy,
 * components only ask for "the brand accent text colour".
 *
 * Every leaf is a CSS value string so the contract can be generated from this
 * type and themes can be checked with `satisfies Tokens`.
 */
export interface Tokens {
  /** `light` or `dark`: native controls and scrollbars follow the theme. */
  colorScheme: string;
  color: {
    foreground: {
      /** Body text on `background.body` / `background.surface`. */
      neutral: string;
      /** Secondary, muted text (captions, meta, placeholders). Still AA on body. */
      secondary: string;
      /** Text on `background.neutralInverted` (e.g. announcement bar, tooltips). */
      neutralInverted: string;
      link: string;
      linkHover: string;
      brandAccent: string;
      /** Text and icons on a solid `background.brandAccent` (primary buttons). */
      onBrandAccent: string;
      critical: string;
      onCritical: string;
      positive: string;
      caution: string;
      info: string;
      /** Sale / discount prices and tags. */
      promote: string;
      onPromote: string;
      /** Rating stars. */
      rating: string;
    };
    background: {
      /** Page background. */
      body: string;
      /** Cards, dialogs, drawers. */
      surface: string;
      /** Subtle fills: skeletons, quiet sections, hover rows. */
      neutralSoft: string;
      neutralSoftHover: string;
      neutralInverted: string;
      brandAccent: string;
      brandAccentHover: string;
      brandAccentSoft: string;
      critical: string;
      criticalSoft: string;
      positiveSoft: string;
      cautionSoft: string;
      infoSoft: string;
      /** Sale / discount tags. */
      promote: string;
      /** Dialog / drawer backdrop (usually translucent). */
      backdrop: string;
    };
    border: {
      neutral: string;
      /** Hairlines and dividers. */
      neutralLight: string;
      field: string;
      fieldHover: string;
      /** The edge around colour and image swatches, so one as light or dark as the surface still shows (3:1). */
      swatch: string;
      focus: string;
      brandAccent: string;
      critical: string;
    };
  };
  /** Space scale on the theme's grid (density is a theme choice). */
  space: {
    none: string;
    xxsmall: string;
    xsmall: string;
    small: string;
    medium: string;
    large: string;
    xlarge: string;
    xxlarge: string;
    xxxlarge: string;
  };
  radius: {
    none: string;
    small: string;
    standard: string;
    large: string;
    full: string;
    /** Button and quantity-input shape (pill, soft or square). */
    button: string;
    /** Product cards and media. */
    card: string;
    field: string;
  };
  typography: {
    fontFamily: {
      body: string;
      heading: string;
    };
    fontWeight: {
      regular: string;
      medium: string;
      strong: string;
      heading: string;
    };
    /** Headings may be set in caps by a theme (`none` | `uppercase`). */
    headingTransform: string;
    headingLetterSpacing: string;
    /** Buttons may be set in caps by a theme (`none` | `uppercase`). */
    buttonTransform: string;
    buttonLetterSpacing: string;
    text: Record<'xsmall' | 'small' | 'standard' | 'large', { fontSize: string; lineHeight: string }>;
    heading: Record<'1' | '2' | '3' | '4', { fontSize: string; lineHeight: string }>;
  };
  shadow: {
    small: string;
    medium: string;
    large: string;
  };
  motion: {
    fast: string;
    standard: string;
    slow: string;
    easing: string;
  };
  layout: {
    /** Max width of the page content column. */
    contentWidth: string;
    /** Max width of reading columns (policies, blog, checkout). */
    narrowWidth: string;
    /** Horizontal page padding. */
    gutter: string;
  };
  control: {
    /** Heights of buttons and inputs by size. */
    height: { small: string; standard: string; large: string };
    borderWidth: string;
  };
}
