import { forwardRef, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from '../../lib/i18n/intl';
import { Spinner } from '../private/Spinner';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Button.css';
import { type ButtonSize, type ButtonTone, type ButtonVariant, buttonClassName } from './buttonClassName';

export {
  type ButtonSize,
  type ButtonTone,
  type ButtonVariant,
  buttonSizes,
  buttonTones,
  buttonVariants,
} from './buttonClassName';

export interface ButtonProps {
  /**
   * Prominence: `solid` for the one main action, `soft`/`ghost` for secondary ones, `transparent` for quiet ones.
   * @default 'solid'
   */
  variant?: ButtonVariant;
  /**
   * Meaning: `brandAccent` for the store's primary actions, `critical` for destructive ones.
   * @default 'brandAccent'
   */
  tone?: ButtonTone;
  /**
   * @default 'standard'
   */
  size?: ButtonSize;
  /**
   * Shows a spinner in place of the label, marks the button busy and ignores clicks (e.g. while adding to cart).
   * @default false
   */
  loading?: boolean;
  /**
   * @default false
   */
  disabled?: boolean;
  /**
   * Stretches to the width of its container.
   * @default false
   */
  fullWidth?: boolean;
  /** Renders a link styled as a button (works without JavaScript). */
  href?: string;
  /**
   * The native button type; ignored for links.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
  /** Form field name submitted with a `submit` button (e.g. `intent`). */
  name?: string;
  /** Form field value submitted with a `submit` button. */
  value?: string;
  /** An icon before the label. */
  icon?: ReactNode;
  /** An icon after the label. */
  iconEnd?: ReactNode;
  /** The accessible name when the visible label is not enough (icon-only buttons). */
  'aria-label'?: string;
  /** Ties the button to the element it opens or controls. */
  'aria-controls'?: string;
  'aria-expanded'?: boolean;
  'aria-haspopup'?: 'dialog' | 'menu' | 'listbox' | boolean;
  /** Marks the link to the page (or filter) being shown. */
  'aria-current'?: 'page' | 'true';
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  children: ReactNode;
}

/** The store's button, also as a link (`href`). */
export const Button = forwardRef<HTMLButtonElement & HTMLAnchorElement, ButtonProps>(
  (
    {
      variant = 'solid',
      tone = 'brandAccent',
      size = 'standard',
      loading = false,
      disabled = false,
      fullWidth = false,
      href,
      type = 'button',
      name,
      value,
      icon,
      iconEnd,
      onClick,
      children,
      ...aria
    },
    ref,
  ) => {
    const intl = useIntl();
    const className = buttonClassName({ variant, tone, size, fullWidth });
    const inert = loading || disabled;
    const handleClick = (event: MouseEvent<HTMLElement>) => {
      if (inert) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    };
    const content = (
      <>
        <span className={styles.label}>
          {icon ? <span className={styles.icon}>{icon}</span> : null}
          {children}
          {iconEnd ? <span className={styles.icon}>{iconEnd}</span> : null}
        </span>
        {/* The space separates the label from "Loading" in the accessible name; flex layout drops it visually. */}
        {loading ? ' ' : null}
        {loading ? (
          <span className={styles.spinner}>
            <Spinner />
            <VisuallyHidden>{intl.formatMessage({ id: 'common.loading' })}</VisuallyHidden>
          </span>
        ) : null}
      </>
    );

    if (href !== undefined) {
      // A disabled link has no href (so it cannot be followed) and says so.
      return (
        <a
          ref={ref}
          className={className}
          href={inert ? undefined : href}
          role={inert ? 'link' : undefined}
          aria-disabled={inert || undefined}
          aria-busy={loading || undefined}
          onClick={handleClick}
          {...aria}
        >
          {content}
        </a>
      );
    }
    return (
      <button
        ref={ref}
        // Loading keeps focus on the button (aria-disabled, not disabled) so
        // keyboard users do not lose their place while the action runs.
        type={type}
        name={name}
        value={value}
        className={className}
        disabled={disabled}
        aria-disabled={loading || undefined}
        aria-busy={loading || undefined}
        onClick={handleClick}
        {...aria}
      >
        {content}
      </button>
    );
  },
);
Button.displayName = 'Button';
