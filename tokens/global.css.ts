import { createGlobalVar, globalStyle } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { cjkFamilies } from './cjkFonts';
import { vars } from './contract.css';

/*
 * A modern reset plus the few global rules every theme shares. Everything
 * visual comes from `vars`, so the active theme class on <html> decides the
 * look; nothing here knows a theme's values.
 */

globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
});

globalStyle('*', {
  margin: 0,
});

globalStyle('html', {
  // Stop iOS from inflating text after an orientation change.
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // Native controls and scrollbars follow the theme (showtime is dark).
  colorScheme: vars.colorScheme,
});

globalStyle('body', {
  minHeight: '100dvh',
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  fontWeight: vars.typography.fontWeight.regular,
  color: vars.color.foreground.neutral,
  backgroundColor: vars.color.background.body,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

// An open modal dialog (Radix) turns pointer events off on <body>. The property is inherited, so
// that restyled every element of the page in the frame the dialog opened (80–150 ms at 4× CPU on
// a product page). Body's children keep their own `auto`, so the change stops at them; the
// dialog's backdrop covers the page meanwhile, which is what keeps the pointer off it.
globalStyle('body > *', {
  pointerEvents: 'auto',
});

// Its scroll lock (react-remove-scroll-bar) sets `--removed-body-scroll-bar-size` on <body>.
// Inherited, as custom properties are unless registered, that too restyled every element (100–150
// ms at 4× CPU); registered as not inherited it changes <body> alone (nothing here reads it).
// Registered in the page's first stylesheet: registered from script when the first overlay's code
// loaded, the registration itself restyled the whole page (~70 ms at 4× CPU) in the tap that
// opened it.
createGlobalVar('removed-body-scroll-bar-size', { syntax: '*', inherits: false });

globalStyle('img, picture, video, canvas, svg', {
  display: 'block',
  maxWidth: '100%',
});

// Form controls inherit the theme's type instead of the UA's system font.
globalStyle('input, button, textarea, select', {
  font: 'inherit',
  color: 'inherit',
});

globalStyle('button', {
  cursor: 'pointer',
});

globalStyle('button:disabled', {
  cursor: 'not-allowed',
});

globalStyle('p, h1, h2, h3, h4, h5, h6', {
  overflowWrap: 'break-word',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  textWrap: 'balance',
});

globalStyle('a', {
  color: vars.color.foreground.link,
});

globalStyle('a:hover', {
  color: vars.color.foreground.linkHover,
});

// One focus ring for everything keyboard-focusable; components only adjust the offset.
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
});

globalStyle(':focus:not(:focus-visible)', {
  outline: 'none',
});

globalStyle('::selection', {
  backgroundColor: vars.color.background.brandAccentSoft,
  color: vars.color.foreground.neutral,
});

// Respect the shopper's motion preference everywhere, including third-party widgets.
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

globalStyle('html', {
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      scrollBehavior: 'smooth',
    },
  },
});

// CJK fonts from the system (tokens/cjkFonts.ts), by the page's language.
for (const [language, families] of Object.entries(cjkFamilies)) {
  globalStyle(language === 'default' ? ':root' : `:root:lang(${language})`, {
    vars: { '--vitrine-cjk-sans': families.sans, '--vitrine-cjk-serif': families.serif },
  });
}

// Line breaking that suits the script: Japanese and Chinese keep the strict kinsoku rules (no line
// starts with a closing bracket or small kana), Korean breaks between words, as it is written.
globalStyle(':root:lang(ja), :root:lang(zh)', { lineBreak: 'strict' });
globalStyle(':root:lang(ko)', { wordBreak: 'keep-all' });

/*
 * Converted prices (components/Price/MoneyText.tsx): once the converter has written the amount in
 * the shopper's currency in `data-shown`, it shows instead of the store-currency text.
 */
globalStyle('[data-shown] > span', { display: 'none' });
// Its own left-to-right run, so "12,34 €" keeps its symbol after the digits on a right-to-left page.
globalStyle('[data-shown]::after', { content: 'attr(data-shown)', direction: 'ltr', unicodeBidi: 'isolate' });
