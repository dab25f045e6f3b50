import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode, RefObject } from 'react';
import { focusOnOpen } from '../private/initialFocus';
import { ModalFrame } from '../private/ModalFrame';
import * as modal from '../private/modal.css';
import * as styles from './Drawer.css';
import type { DrawerWidth } from './drawerWidths';

export { type DrawerWidth, drawerWidths } from './drawerWidths';

export const drawerSides = ['left', 'right'] as const;
export type DrawerSide = (typeof drawerSides)[number];

export interface DrawerProps {
  /** Names the drawer for everyone; shown in the header unless `hideTitle`. */
  title: ReactNode;
  /**
   * Keeps the title for assistive technology only.
   * @default false
   */
  hideTitle?: boolean;
  /** A sentence read after the title by screen readers. */
  description?: ReactNode;
  /**
   * The edge it slides in from (the mobile menu comes from the left, a drawer cart from the right).
   * @default 'left'
   */
  side?: DrawerSide;
  /**
   * `menu` 300 (the mobile menu drawer) or `wide` 420.
   * @default 'menu'
   */
  width?: DrawerWidth;
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /**
   * Open on first render when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with `false` on Esc, the close button and a backdrop click. */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the drawer; it gets focus back on close. */
  trigger?: ReactElement;
  /** The element to focus when it opens (e.g. the search field); otherwise the panel itself takes focus. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Sticky content under the scrolling body. */
  footer?: ReactNode;
  children: ReactNode;
}

/** A modal panel along one edge of the screen, with the same focus and close behaviour as Dialog. */
export const Drawer = ({
  title,
  hideTitle = false,
  description,
  side = 'left',
  width = 'menu',
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  initialFocusRef,
  footer,
  children,
}: DrawerProps) => (
  <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
    {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={modal.backdrop} />
      <RadixDialog.Content
        className={[modal.surface, styles.content, styles.side[side], styles.width[width]].join(' ')}
        data-side={side}
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
