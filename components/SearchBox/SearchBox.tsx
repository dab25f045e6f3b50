import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useIntl } from '../../lib/i18n/intl';
import { useLocalizePath } from '../../lib/i18n/packLocale';
import { Icon } from '../Icon/Icon';
import { TextField } from '../TextField/TextField';
import * as styles from './SearchBox.css';

/** The search field accepts at most 255 characters. */
export const SEARCH_MAX_LENGTH = 255;

/** One predictive-search suggestion (a product, collection or query). */
export interface SearchSuggestion {
  id: string;
  /** What the shopper sees and picks. */
  label: string;
  /** Where picking it leads. */
  url: string;
  /** A second, quieter line (e.g. a price, as money the currency selector converts, or a collection name). */
  detail?: ReactNode;
}

export interface SearchBoxProps {
  /**
   * Where the form goes (a GET form to /search with the query in `q`).
   * @default '/search'
   */
  action?: string;
  /** The query when controlled; pair with `onQueryChange`. */
  query?: string;
  /** The starting query when uncontrolled (e.g. the current search on the results page). */
  defaultQuery?: string;
  /** Called with the text on every change: the page can fetch predictive suggestions. */
  onQueryChange?: (query: string) => void;
  /**
   * Predictive suggestions. When given, the field becomes a combobox over a
   * listbox: ↑/↓ move, Enter picks, Esc closes.
   */
  suggestions?: SearchSuggestion[];
  /** Called when a suggestion is picked; without it the browser goes to the suggestion's url. */
  onSuggestionSelect?: (suggestion: SearchSuggestion) => void;
  /** Focuses the field from outside (SearchDialog focuses it on open). */
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The store search: a plain GET form to /search (works without JavaScript)
 * with an optional predictive-suggestions listbox (WAI-ARIA combobox pattern).
 */
export const SearchBox = ({
  action = '/search',
  query,
  defaultQuery = '',
  onQueryChange,
  suggestions,
  onSuggestionSelect,
  inputRef,
}: SearchBoxProps) => {
  const intl = useIntl();
  const localize = useLocalizePath();
  const listId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultQuery);
  const value = query ?? uncontrolled;
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const options = suggestions ?? [];
  const expanded = options.length > 0 && !dismissed && value.trim() !== '';
  const optionId = (index: number) => `${listId}-option-${index}`;
  const fieldRef = useRef<HTMLInputElement | null>(null);
  const setField = useCallback(
    (node: HTMLInputElement | null) => {
      fieldRef.current = node;
      if (inputRef) inputRef.current = node;
    },
    [inputRef],
  );

  // Inside a dialog, the first Esc must close only the suggestions. Radix listens for
  // Esc on the document in the capture phase; a window capture listener runs first and
  // marks the event handled, which Radix respects.
  useEffect(() => {
    if (!expanded) return;
    const claimEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && event.target === fieldRef.current) event.preventDefault();
    };
    window.addEventListener('keydown', claimEscape, { capture: true });
    return () => window.removeEventListener('keydown', claimEscape, { capture: true });
  }, [expanded]);

  const pick = (suggestion: SearchSuggestion) => {
    setDismissed(true);
    if (onSuggestionSelect) onSuggestionSelect(suggestion);
    else window.location.assign(suggestion.url);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!suggestions) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setDismissed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself: the cycle runs field → first … last → field.
      const size = options.length + 1;
      setActive((current) => ((current + 1 + step + size) % size) - 1);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only; a second Esc reaches the dialog around us.
      event.stopPropagation();
      setDismissed(true);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]);
    }
  };

  const combobox = suggestions
    ? {
        role: 'combobox' as const,
        'aria-expanded': expanded,
        'aria-controls': listId,
        'aria-autocomplete': 'list' as const,
        'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      }
    : {};

  return (
    // biome-ignore lint/a11y/useSemanticElements: a GET form that is also the search landmark
    <form role="search" action={localize(action)} method="get" className={styles.root}>
      <TextField
        ref={setField}
        label={intl.formatMessage({ id: 'search.label' })}
        hideLabel
        type="search"
        name="q"
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        autoComplete="off"
        value={value}
        onChange={(text) => {
          if (query === undefined) setUncontrolled(text);
          setDismissed(false);
          setActive(-1);
          onQueryChange?.(text);
        }}
        onKeyDown={handleKeyDown}
        action={
          <button
            type="submit"
            className={styles.submit}
            aria-label={intl.formatMessage({ id: 'search.submit' })}
          >
            <Icon name="search" />
          </button>
        }
        {...combobox}
      />
      {suggestions ? (
        <div
          id={listId}
          role="listbox"
          aria-label={intl.formatMessage({ id: 'search.suggestions' })}
          className={styles.list}
          hidden={!expanded}
        >
          {options.map((suggestion, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: options are reached through the combobox (aria-activedescendant)
            // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection lives on the combobox input
            <div
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
            >
              <span className={styles.optionLabel}>{suggestion.label}</span>
              {suggestion.detail ? <span className={styles.optionDetail}>{suggestion.detail}</span> : null}
            </div>
          ))}
        </div>
      ) : null}
    </form>
  );
};
