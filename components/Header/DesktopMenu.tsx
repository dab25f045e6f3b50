import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useIntl } from '../../lib/i18n/intl';
import { hasChildren, type MenuItem } from '../../lib/nav/menuTree';
import { Icon } from '../Icon/Icon';
import * as styles from './Header.css';

interface DesktopMenuProps {
  items: MenuItem[];
  trail: string[];
  /** The id of the open dropdown, owned by Header so a breakpoint crossing can close it. */
  openId: string | null;
  onOpenChange: (id: string | null) => void;
}

const SubLink = ({
  item,
  current,
  heading = false,
}: {
  item: MenuItem;
  current: boolean;
  heading?: boolean;
}) =>
  item.url ? (
    <a
      href={item.url}
      className={heading ? `${styles.dropdownLink} ${styles.dropdownGroupLink}` : styles.dropdownLink}
      aria-current={current ? 'page' : undefined}
    >
      {item.title}
    </a>
  ) : (
    <span className={styles.dropdownHeading}>{item.title}</span>
  );

const TopItem = ({
  item,
  trail,
  open,
  onToggle,
  onClose,
}: {
  item: MenuItem;
  trail: string[];
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}) => {
  const intl = useIntl();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inTrail = trail.includes(item.id);
  const currentId = trail[trail.length - 1];

  if (!hasChildren(item)) {
    return (
      <li className={styles.topItem}>
        {item.url ? (
          <a
            href={item.url}
            className={styles.topLink}
            aria-current={currentId === item.id ? 'page' : undefined}
          >
            {item.title}
          </a>
        ) : (
          <span className={styles.topLink}>{item.title}</span>
        )}
      </li>
    );
  }

  const closeWithEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onClose();
      buttonRef.current?.focus();
    }
  };
  const grouped = item.children.some(hasChildren);

  return (
    <li className={styles.topItem} onKeyDown={closeWithEscape}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.topLink}
        data-active={inTrail || undefined}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {item.title}
        <span className={styles.chevron} data-open={open}>
          <Icon name="chevronDown" size="small" />
        </span>
      </button>
      <div id={panelId} className={styles.dropdown} data-grouped={grouped || undefined} hidden={!open}>
        <ul className={grouped ? styles.dropdownGroups : styles.dropdownList}>
          {item.children.map((child) => (
            <li key={child.id} className={styles.dropdownItem}>
              <SubLink item={child} current={currentId === child.id} heading={grouped} />
              {hasChildren(child) ? (
                <ul className={styles.dropdownList}>
                  {child.children.map((grandchild) => (
                    <li key={grandchild.id}>
                      <SubLink item={grandchild} current={currentId === grandchild.id} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        {item.url ? (
          <a href={item.url} className={styles.viewAll}>
            {intl.formatMessage({ id: 'nav.viewAll' }, { title: item.title })}
          </a>
        ) : null}
      </div>
    </li>
  );
};

/** The desktop menu bar: top-level links, and disclosure buttons whose children drop down. */
export const DesktopMenu = ({ items, trail, openId, onOpenChange }: DesktopMenuProps) => {
  const intl = useIntl();
  const rootRef = useRef<HTMLElement>(null);

  // A click or focus outside the menu closes the open dropdown.
  useEffect(() => {
    if (openId === null) return;
    const outside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(null);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [openId, onOpenChange]);

  return (
    <nav ref={rootRef} className={styles.desktopNav} aria-label={intl.formatMessage({ id: 'nav.main' })}>
      <ul className={styles.topList}>
        {items.map((item) => (
          <TopItem
            key={item.id}
            item={item}
            trail={trail}
            open={openId === item.id}
            onToggle={() => onOpenChange(openId === item.id ? null : item.id)}
            onClose={() => onOpenChange(null)}
          />
        ))}
      </ul>
    </nav>
  );
};
