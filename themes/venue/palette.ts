/** Venue's raw colour ramps: cool slate neutrals and an electric cobalt. */
export const palette = {
  white: '#ffffff',
  slate: {
    25: '#f8f9fb',
    50: '#f2f4f7',
    100: '#e6e9ef',
    200: '#d5dae3',
    300: '#b7bfcc',
    400: '#7d879a',
    500: '#667085',
    600: '#4a5468',
    700: '#343c4d',
    800: '#1f2533',
    900: '#111622',
  },
  cobalt: {
    50: '#eef3ff',
    100: '#dde7ff',
    500: '#3a66f5',
    600: '#1f4fe0',
    700: '#1a3fbf',
    800: '#162f8f',
  },
  red: { 50: '#fef2f2', 600: '#c8222a', 700: '#a51b22' },
  green: { 50: '#ecfdf3', 700: '#0f7a3d' },
  amber: { 50: '#fffaeb', 600: '#d97706', 700: '#975a00' },
  sky: { 50: '#eff8ff', 700: '#0a63a8' },
} as const;
