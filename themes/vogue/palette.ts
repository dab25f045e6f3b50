/** Vogue's raw colour ramps: true black and white with a muted blush-rose. */
export const palette = {
  white: '#ffffff',
  black: '#111111',
  grey: {
    50: '#f5f5f4',
    100: '#eaeaea',
    200: '#d6d6d6',
    400: '#8a8a8a',
    500: '#6b6b6b',
    600: '#595959',
    700: '#3a3a3a',
  },
  rose: {
    50: '#faf2f0',
    100: '#f3e3df',
    300: '#d8aaa2',
    600: '#8c4a56',
    700: '#6f3440',
  },
  red: { 50: '#fbefee', 700: '#a11d1d' },
  green: { 50: '#eef5ef', 700: '#2a6a3e' },
  amber: { 50: '#faf4e8', 700: '#85560a' },
  blue: { 50: '#eef2f6', 700: '#28507a' },
} as const;
