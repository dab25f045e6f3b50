/**
 * Sections or blocks in their order: pick one to edit, drag its handle (or focus the handle and
 * press ↑/↓, or use the move buttons) to reorder, hide or show it, remove it. Every move is
 * announced for screen readers.
 */
import { type KeyboardEvent, useRef, useState } from 'react';
import * as styles from './SortableList.css';

export interface SortableItem {
  id: string;
  title: string;
  /** A second, quieter line: the type. */
  subtitle?: string;
  hidden?: boolean;
}

export interface SortableListProps {
  /** Names the list for assistive technology ("Home sections"). */
  label: string;
  items: readonly SortableItem[];
  selected?: string | null;
  onSelect: (id: string) => void;
  onMove: (from: number, to: number) => void;
  onToggleHidden: (id: string) => void;
  onRemove: (id: string) => void;
}

export function SortableList({
  label,
  items,
  selected,
  onSelect,
  onMove,
  onToggleHidden,
  onRemove,
}: SortableListProps) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<string, HTMLButtonElement>());

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const item = items[from]!;
    onMove(from, to);
    setAnnouncement(`${item.title} moved to position ${to + 1} of ${items.length}`);
    // The handle keeps focus after the list re-renders in its new place.
    requestAnimationFrame(() => handles.current.get(item.id)?.focus());
  };

  const onHandleKey = (event: KeyboardEvent, index: number) => {
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(index, index - 1);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, index + 1);
    }
  };

  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {items.map((item, index) => (
          <li
            key={item.id}
            data-item={item.id}
            className={[
              styles.row,
              selected === item.id ? styles.rowSelected : '',
              over === index && dragging !== null && dragging !== index ? styles.rowOver : '',
              item.hidden ? styles.rowHidden : '',
            ].join(' ')}
            onDragOver={(event) => {
              if (dragging === null) return;
              event.preventDefault();
              setOver(index);
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragging !== null) move(dragging, index);
              setDragging(null);
              setOver(null);
            }}
          >
            <button
              type="button"
              className={styles.handle}
              draggable
              ref={(node) => {
                if (node) handles.current.set(item.id, node);
                else handles.current.delete(item.id);
              }}
              aria-label={`Reorder ${item.title} (use the up and down arrow keys)`}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', item.id);
                setDragging(index);
              }}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              onKeyDown={(event) => onHandleKey(event, index)}
            >
              <span aria-hidden="true">⠿</span>
            </button>
            <button
              type="button"
              className={styles.title}
              aria-current={selected === item.id ? 'true' : undefined}
              onClick={() => onSelect(item.id)}
            >
              {item.title}
              {item.subtitle ? <span className={styles.sub}>{item.subtitle}</span> : null}
              {item.hidden ? <span className={styles.sub}>(hidden)</span> : null}
            </button>
            <button
              type="button"
              className={styles.tool}
              aria-label={`Move ${item.title} up`}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              <span aria-hidden="true">↑</span>
            </button>
            <button
              type="button"
              className={styles.tool}
              aria-label={`Move ${item.title} down`}
              disabled={index === items.length - 1}
              onClick={() => move(index, index + 1)}
            >
              <span aria-hidden="true">↓</span>
            </button>
            <button
              type="button"
              className={styles.tool}
              aria-label={`${item.hidden ? 'Show' : 'Hide'} ${item.title}`}
              aria-pressed={item.hidden === true}
              onClick={() => onToggleHidden(item.id)}
            >
              <span aria-hidden="true">{item.hidden ? '◌' : '●'}</span>
            </button>
            <button
              type="button"
              className={styles.tool}
              aria-label={`Remove ${item.title}`}
              onClick={() => onRemove(item.id)}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </li>
        ))}
      </ul>
      <div aria-live="polite" className={styles.srOnly}>
        {announcement}
      </div>
    </>
  );
}
