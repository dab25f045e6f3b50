/** The wishlist heart, outlined or filled; decorative (the button is named). */
export const HeartIcon = ({ filled }: { filled: boolean }) => (
  <svg
    aria-hidden
    focusable="false"
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth="1.75"
    strokeLinejoin="round"
  >
    <path d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z" />
  </svg>
);
