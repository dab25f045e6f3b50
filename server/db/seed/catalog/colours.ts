/**
 * Colour option values used by the catalogue and how they are painted: a CSS
 * colour name the image generator knows, or six hex digits for names CSS does
 * not have (Oatmeal, Charcoal…). `hex` is the swatch colour code for manual
 * show_block palettes.
 */
export const colourways: Readonly<Record<string, { token: string; hex: string }>> = {
  Navy: { token: 'navy', hex: '#1f2f5c' },
  Olive: { token: 'olive', hex: '#6b6b1f' },
  Burlywood: { token: 'burlywood', hex: '#deb887' },
  Tan: { token: 'tan', hex: '#d2b48c' },
  Teal: { token: 'teal', hex: '#1f7a7a' },
  Maroon: { token: 'maroon', hex: '#800000' },
  SlateGray: { token: 'slategray', hex: '#708090' },
  Khaki: { token: 'khaki', hex: '#f0e68c' },
  Black: { token: 'black', hex: '#1c1c1e' },
  White: { token: 'white', hex: '#f7f5f0' },
  Ivory: { token: 'ivory', hex: '#fffff0' },
  Linen: { token: 'linen', hex: '#faf0e6' },
  Sienna: { token: 'sienna', hex: '#a0522d' },
  SeaGreen: { token: 'seagreen', hex: '#2e8b57' },
  SteelBlue: { token: 'steelblue', hex: '#4682b4' },
  IndianRed: { token: 'indianred', hex: '#cd5c5c' },
  Thistle: { token: 'thistle', hex: '#d8bfd8' },
  Wheat: { token: 'wheat', hex: '#f5deb3' },
  Chocolate: { token: 'chocolate', hex: '#d2691e' },
  Coral: { token: 'coral', hex: '#ff7f50' },
  Oatmeal: { token: 'e4d8c3', hex: '#e4d8c3' },
  Charcoal: { token: '3a3d42', hex: '#3a3d42' },
  Sand: { token: 'd8c4a0', hex: '#d8c4a0' },
  Ecru: { token: 'efe6d2', hex: '#efe6d2' },
  Rust: { token: 'b5532f', hex: '#b5532f' },
  Sage: { token: '9caf88', hex: '#9caf88' },
  Clay: { token: 'c08a6b', hex: '#c08a6b' },
  Bone: { token: 'ece6da', hex: '#ece6da' },
  Moss: { token: '6b7440', hex: '#6b7440' },
  Terracotta: { token: 'c4663f', hex: '#c4663f' },
  Blush: { token: 'e8b4a8', hex: '#e8b4a8' },
  Stone: { token: 'b8b0a2', hex: '#b8b0a2' },
  Honey: { token: 'd69f4c', hex: '#d69f4c' },
  Forest: { token: '2f4a35', hex: '#2f4a35' },
  Cognac: { token: '9a4f24', hex: '#9a4f24' },
  Tortoise: { token: '6b4226', hex: '#6b4226' },
  Crystal: { token: 'c9d6da', hex: '#c9d6da' },
  Ink: { token: '22283a', hex: '#22283a' },
  Midnight: { token: '191970', hex: '#191970' },
  Gold: { token: 'd8b25c', hex: '#d8b25c' },
};

/** The image colour token for an option value, or undefined when it is not a colour. */
export const colourToken = (value: string) => colourways[value]?.token;
