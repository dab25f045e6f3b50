/**
 * Line icons for the cart components, on the same 24-unit grid as the
 * primitives' icons. Decorative: the controls around them carry the names.
 */
const Icon = ({ d }: { d: string }) => (
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
    <path d={d} />
  </svg>
);

export const BagIcon = () => <Icon d="M5 8h14l-1 12H6L5 8zM9 8V6a3 3 0 016 0v2" />;
export const TrashIcon = () => <Icon d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />;
export const TagIcon = () => <Icon d="M3 12V4h8l10 10-8 8L3 12zM7.5 7.5h.01" />;
export const GiftIcon = () => (
  <Icon d="M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7S10 3 7.5 3.5 8 7 12 7zm0 0s2-4 4.5-3.5S16 7 12 7z" />
);
export const PercentIcon = () => (
  <Icon d="M19 5L5 19M7 9a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z" />
);
export const CheckIcon = () => <Icon d="M5 12.5l4.5 4.5L19 7" />;
export const InfoIcon = () => <Icon d="M12 21a9 9 0 100-18 9 9 0 000 18zM12 11v5M12 8h.01" />;
export const WarningIcon = () => <Icon d="M12 3l10 18H2L12 3zM12 10v4M12 17h.01" />;
export const ErrorIcon = () => <Icon d="M12 21a9 9 0 100-18 9 9 0 000 18zM9 9l6 6M15 9l-6 6" />;
export const DownloadIcon = () => <Icon d="M12 4v11M7 10l5 5 5-5M5 20h14" />;
export const ChevronDownIcon = () => <Icon d="M6 9l6 6 6-6" />;
