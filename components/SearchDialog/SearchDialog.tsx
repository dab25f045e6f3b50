import { type ReactElement, type ReactNode, useRef } from 'react';
import { useIntl } from '../../lib/i18n/intl';
import { withSearchMessages } from '../../lib/i18n/searchMessages';
import { Dialog } from '../Dialog/Dialog';
import { SearchBox, type SearchBoxProps } from '../SearchBox/SearchBox';
import * as styles from './SearchDialog.css';

export interface SearchDialogProps extends Omit<SearchBoxProps, 'inputRef'> {
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /**
   * Open on first render when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with `false` on Esc, the close button and a backdrop click. */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it (the header's search button); it gets focus back on close. */
  trigger?: ReactElement;
  /** Results or popular searches under the field (e.g. product cards of a predictive search). */
  children?: ReactNode;
}

/**
 * The search dialog (600 wide; a sheet from the top on mobile so
 * the keyboard does not cover it). Focus goes straight into the field.
 */
const SearchDialogContent = ({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  children,
  ...searchBox
}: SearchDialogProps) => {
  const intl = useIntl();
  const fieldRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      title={intl.formatMessage({ id: 'search.dialogTitle' })}
      hideTitle
      width="search"
      mobilePlacement="top"
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      initialFocusRef={fieldRef}
    >
      <div className={styles.body}>
        <SearchBox {...searchBox} inputRef={fieldRef} />
        {children ? <div className={styles.results}>{children}</div> : null}
      </div>
    </Dialog>
  );
};

/** With the search scope's texts, which come with this chunk (lib/i18n/messageScopes.ts). */
export const SearchDialog = withSearchMessages(SearchDialogContent);
