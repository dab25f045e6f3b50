import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './Popover.css';

export const popoverSides = ['top', 'right', 'bottom', 'left'] as const;
export type PopoverSide = (typeof popoverSides)[number];
export const popoverAligns = ['start', 'center', 'end'] as const;
export type PopoverAlign = (typeof popoverAligns)[number];

export interface PopoverProps {
  /** The element that toggles the popover (usually a Button); it gets `aria-expanded`. */
  trigger: ReactElement;
  /** Names the popover's content for assistive technology. */
  label: string;
  /**
   * Preferred side of the trigger; flips when there is no room.
   * @default 'bottom'
   */
  side?: PopoverSide;
  /**
   * @default 'center'
   */
  align?: PopoverAlign;
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** Called when Esc, an outside click or the trigger changes the state. */
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/**
 * Non-modal floating content next to its trigger (e.g. the "+N" payment
 * icons). Stacks above modals so it works inside a dialog.
 */
export const Popover = ({
  trigger,
  label,
  side = 'bottom',
  align = 'center',
  open,
  onOpenChange,
  children,
}: PopoverProps) => (
  <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
    <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
    <RadixPopover.Portal>
      <RadixPopover.Content
        className={styles.content}
        side={side}
        align={align}
        sideOffset={6}
        collisionPadding={8}
        aria-label={label}
      >
        {children}
        <RadixPopover.Arrow className={styles.arrow} width={12} height={6} />
      </RadixPopover.Content>
    </RadixPopover.Portal>
  </RadixPopover.Root>
);
