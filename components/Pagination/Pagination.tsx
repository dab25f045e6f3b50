import type { MouseEvent, ReactNode } from 'react';
import { useIntl } from '../../lib/i18n/intl';
import { clampPage, getPaginationItems } from '../../lib/pagination/paginationItems';
import { ChevronLeftIcon, ChevronRightIcon } from '../private/icons';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** The current page, 1-based (from the `page` query parameter, spec §2). */
  page: number;
  /** Number of pages. With one page or fewer nothing renders. */
  pageCount: number;
  /**
   * Builds each page's address, e.g. `(page) => \`?page=${page}\``, so paging works without JavaScript.
   */
  getHref: (page: number) => string;
  /**
   * Called on a plain click (no modifier keys) instead of following the link — for client-side
   * navigation. The caller scrolls to the top (spec §2).
   */
  onPageChange?: (page: number) => void;
  /**
   * Pages shown on each side of the current one.
   * @default 1
   */
  siblings?: number;
  /** The landmark's name; defaults to "Pagination". */
  label?: string;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Page links (spec §2): first page, current page with neighbours, ellipses,
 * last page, previous and next arrows, inside a named navigation landmark.
 */
export const Pagination = ({
  page,
  pageCount,
  getHref,
  onPageChange,
  siblings = 1,
  label,
}: PaginationProps) => {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const current = clampPage(page, pageCount);

  const pageLink = (target: number, content: ReactNode, extra: { ariaLabel: string; rel?: string }) => {
    const disabled = target < 1 || target > pageCount;
    if (disabled) {
      // An arrow at either end keeps its place (no jumping layout) but is not a link.
      return (
        <span className={styles.link} aria-hidden data-disabled>
          {content}
        </span>
      );
    }
    return (
      <a
        className={styles.link}
        href={getHref(target)}
        rel={extra.rel}
        aria-label={extra.ariaLabel}
        aria-current={target === current && !extra.rel ? 'page' : undefined}
        onClick={(event) => {
          if (!onPageChange || !isPlainClick(event)) return;
          event.preventDefault();
          onPageChange(target);
        }}
      >
        {content}
      </a>
    );
  };

  const items = getPaginationItems({ page: current, pageCount, siblings });
  return (
    <nav aria-label={label ?? intl.formatMessage({ id: 'pagination.label' })}>
      <ul className={styles.list}>
        <li>
          {pageLink(
            current - 1,
            <span className={styles.arrow}>
              <ChevronLeftIcon />
            </span>,
            { ariaLabel: intl.formatMessage({ id: 'pagination.previous' }), rel: 'prev' },
          )}
        </li>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`ellipsis-${item.position}`} className={styles.ellipsis} aria-hidden>
              …
            </li>
          ) : (
            <li key={item.page}>
              {pageLink(item.page, item.page, {
                ariaLabel: intl.formatMessage({ id: 'pagination.page' }, { page: item.page }),
              })}
            </li>
          ),
        )}
        <li>
          {pageLink(
            current + 1,
            <span className={styles.arrow}>
              <ChevronRightIcon />
            </span>,
            { ariaLabel: intl.formatMessage({ id: 'pagination.next' }), rel: 'next' },
          )}
        </li>
      </ul>
    </nav>
  );
};
