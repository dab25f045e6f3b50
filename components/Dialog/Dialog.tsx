import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode, RefObject } from 'react';
import { focusOnOpen } from '../private/initialFocus';
import { ModalFrame } from '../private/ModalFrame';
import * as modal from '../private/modal.css';
import * as styles from './Dialog.css';
import type { DialogWidth } from './dialogWidths';

export { type DialogWidth, dialogWidths } from './dialogWidths';

export const dialogMobilePlacements = ['bottom', 'top'] as const;
export type DialogMobilePlacement = (typeof dialogMobilePlacements)[number];

export interface DialogProps {
  /** Names the dialog for everyone; shown in the header unless `hideTitle`. */
  title: ReactNode;
  /**
   * Keeps the title for assistive technology only (e.g. the search dialog, whose field says it all).
   * @default false
   */
  hideTitle?: boolean;
  /** A sentence read after the title by screen readers. */
  description?: ReactNode;
  /**
   * Width on tablet and up: `cart` 760, `search` 600, `small` 440. Full width on mobile.
   * @default 'search'
   */
  width?: DialogWidth;
  /**
   * On mobile the dialog is a full-width sheet along this edge; `top` suits search (the keyboard rises from below).
   * @default 'bottom'
   */
  mobilePlacement?: DialogMobilePlacement;
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /**
   * Open on first render when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with `false` on Esc, the close button and a backdrop click, `true` when the trigger opens it. */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (usually a Button); it gets focus back on close. */
  trigger?: ReactElement;
  /** The element to focus when it opens (e.g. the search field); otherwise the panel itself takes focus. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Sticky actions under the scrolling body (e.g. the cart's checkout button). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A modal dialog (Radix): focus is trapped inside and returns to the trigger,
 * the page behind does not scroll, Esc / the close button / a backdrop click close it.
 */
export const Dialog = ({
  title,
  hideTitle = false,
  description,
  width = 'search',
  mobilePlacement = 'bottom',
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  initialFocusRef,
  footer,
  children,
}: DialogProps) => (
  <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
    {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={modal.backdrop} />
      <RadixDialog.Content
        className={[
          modal.surface,
          styles.content,
          styles.placement[mobilePlacement],
          styles.width[width],
        ].join(' ')}
        // Radix warns without a description; we only link one when there is one.
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={focusOnOpen(initialFocusRef)}
      >
        <ModalFrame title={title} hideTitle={hideTitle} description={description} footer={footer}>
          {children}
        </ModalFrame>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  </RadixDialog.Root>
);
