/** Athena's raw colour ramps: ivory paper, green-grey stone, deep teal and antique gold. */
export const palette = {
  ivory: {
    50: '#fdfbf6',
    100: '#f9f5ea',
    200: '#f1ebdb',
    300: '#e4dbc5',
    400: '#cbbfa2',
  },
  stone: {
    400: '#878b7e',
    500: '#6d7166',
    600: '#555a50',
    700: '#3e423a',
    800: '#2a2e27',
    900: '#1c1f1a',
  },
  teal: {
    50: '#e9f0ed',
    100: '#d3e3dc',
    600: '#2a5c52',
    700: '#1f4a42',
    800: '#173a34',
  },
  gold: { 500: '#a67c1a' },
  brick: { 50: '#f8e9e4', 700: '#9b2c1f' },
  umber: { 700: '#8b3a1a' },
  moss: { 50: '#e8f1e6', 700: '#2f6b3a' },
  ochre: { 50: '#f7efd9', 700: '#7e5a14' },
  slateBlue: { 50: '#e6eef3', 700: '#2c5a7a' },
} as const;
