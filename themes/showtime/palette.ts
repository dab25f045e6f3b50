/** Showtime's raw colour ramps: stage-black inks, a hot coral-red and a marquee yellow. */
export const palette = {
  ink: {
    50: '#f7f7f9',
    100: '#ececf1',
    200: '#d6d6de',
    300: '#b4b4bf',
    400: '#8b8b98',
    500: '#5a5a66',
    600: '#3a3a43',
    700: '#2a2a31',
    800: '#1f1f24',
    900: '#141417',
    950: '#0b0b0d',
  },
  coral: {
    200: '#ffb3a8',
    300: '#ff8a7a',
    400: '#ff6a55',
    500: '#ff4a36',
    900: '#3a1712',
  },
  rose: { 300: '#ff8a99', 500: '#f43f5e', 900: '#3b1219' },
  marquee: { 400: '#ffd23f', 900: '#332606' },
  green: { 400: '#4ade80', 900: '#0f2e1c' },
  blue: { 400: '#60a5fa', 900: '#0f2137' },
} as const;
