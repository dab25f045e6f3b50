/** Brooklyn's raw colour ramps: warm cream, cocoa browns, terracotta and mustard. */
export const palette = {
  cream: {
    50: '#fffaf3',
    100: '#fbf3e6',
    200: '#f4e6d0',
    300: '#ead5b6',
    400: '#d4b994',
  },
  cocoa: {
    500: '#8a6c55',
    600: '#6b5342',
    700: '#4e3a2c',
    800: '#36271d',
    900: '#2a1d14',
  },
  terracotta: {
    50: '#fbece5',
    100: '#f6d6c9',
    400: '#d9724c',
    600: '#ad4628',
    700: '#8c3820',
  },
  mustard: { 300: '#f2b84b', 600: '#ad7409' },
  tomato: { 50: '#fbe9e6', 700: '#a3261b' },
  sage: { 50: '#ebf1e6', 700: '#3d6a38' },
  honey: { 50: '#fbf0d8', 700: '#85560a' },
  denim: { 50: '#e8eff4', 700: '#2f5d7e' },
} as const;
