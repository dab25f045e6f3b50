import { useId, useState } from 'react';
import { useIntl } from '../../lib/i18n/intl';
import { hasChildren, type MenuItem } from '../../lib/nav/menuTree';
import { Icon } from '../Icon/Icon';
import * as styles from './MobileDrawer.css';

interface DrawerMenuProps {
  items: MenuItem[];
  /** Ids leading to the current page: those items start open and the page is `aria-current`. */
  trail: string[];
  level?: number;
}

/** One menu entry: a link, and for items with children a disclosure button that opens them below. */
const DrawerMenuItem = ({ item, trail, level }: { item: MenuItem; trail: string[]; level: number }) => {
  const intl = useIntl();
  const panelId = useId();
  const nested = hasChildren(item);
  const [open, setOpen] = useState(nested && trail.includes(item.id));
  const current = trail[trail.length - 1] === item.id;

  if (!nested) {
    return (
      <li className={styles.menuItem}>
        {item.url ? (
          <a href={item.url} className={styles.menuLink} aria-current={current ? 'page' : undefined}>
            {item.title}
          </a>
        ) : (
          <span className={styles.menuLink}>{item.title}</span>
        )}
      </li>
    );
  }
  const toggle = (
    <button
      type="button"
      className={item.url ? styles.menuToggle : `${styles.menuLink} ${styles.menuToggleWide}`}
      aria-expanded={open}
      aria-controls={panelId}
      // A linked parent needs a name for its button; a null link's button is named by its title.
      aria-label={item.url ? intl.formatMessage({ id: 'nav.showSubmenu' }, { title: item.title }) : undefined}
      onClick={() => setOpen((value) => !value)}
    >
      {item.url ? null : <span>{item.title}</span>}
      <span className={styles.chevron} data-open={open}>
        <Icon name="chevronDown" />
      </span>
    </button>
  );
  return (
    <li className={styles.menuItem}>
      <div className={styles.menuRow}>
        {item.url ? (
          <a href={item.url} className={styles.menuLink} aria-current={current ? 'page' : undefined}>
            {item.title}
          </a>
        ) : null}
        {toggle}
      </div>
      <div id={panelId} hidden={!open}>
        <DrawerMenu items={item.children} trail={trail} level={level + 1} />
      </div>
    </li>
  );
};

/** The drawer's collapsible, nested menu. */
export const DrawerMenu = ({ items, trail, level = 0 }: DrawerMenuProps) => (
  <ul className={level === 0 ? styles.menu : `${styles.menu} ${styles.submenu}`}>
    {items.map((item) => (
      <DrawerMenuItem key={item.id} item={item} trail={trail} level={level} />
    ))}
  </ul>
);
