/**
 * The few line icons the primitives need, drawn on a 24-unit grid in the
 * current text colour at 1em. Decorative: controls carry their own names.
 */
const Icon = ({ path }: { path: string }) => (
  <svg
    aria-hidden
    focusable="false"
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={path} />
  </svg>
);

export const CloseIcon = () => <Icon path="M6 6l12 12M18 6L6 18" />;
export const ChevronLeftIcon = () => <Icon path="M15 5l-7 7 7 7" />;
export const ChevronRightIcon = () => <Icon path="M9 5l7 7-7 7" />;
export const MinusIcon = () => <Icon path="M5 12h14" />;
export const PlusIcon = () => <Icon path="M12 5v14M5 12h14" />;
