import * as RadixDialog from '@radix-ui/react-dialog';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ReactNode } from 'react';
import { useIntl } from '../../lib/i18n/intl';
import { CloseIcon } from './icons';
import * as styles from './modal.css';

export interface ModalFrameProps {
  title: ReactNode;
  hideTitle: boolean;
  description?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The inside of a Dialog or Drawer: title (visible or only for assistive
 * technology), a named close button, a scrolling body and an optional footer.
 */
export const ModalFrame = ({ title, hideTitle, description, footer, children }: ModalFrameProps) => {
  const intl = useIntl();
  const closeButton = (
    <RadixDialog.Close className={styles.close} aria-label={intl.formatMessage({ id: 'dialog.close' })}>
      <CloseIcon />
    </RadixDialog.Close>
  );
  return (
    <>
      {hideTitle ? (
        <>
          <VisuallyHidden>
            <RadixDialog.Title>{title}</RadixDialog.Title>
          </VisuallyHidden>
          <div className={styles.headerBare}>{closeButton}</div>
        </>
      ) : (
        <div className={styles.header}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {closeButton}
        </div>
      )}
      {description ? (
        <VisuallyHidden>
          <RadixDialog.Description>{description}</RadixDialog.Description>
        </VisuallyHidden>
      ) : null}
      {/* Focusable so keyboard users can scroll long content (axe: scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be reachable by keyboard */}
      <div className={hideTitle ? `${styles.body} ${styles.bodyBesideClose}` : styles.body} tabIndex={0}>
        {children}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </>
  );
};
