import * as styles from './Button.css';

export const buttonVariants = ['solid', 'soft', 'ghost', 'transparent'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonTones = ['neutral', 'brandAccent', 'critical'] as const;
export type ButtonTone = (typeof buttonTones)[number];
export const buttonSizes = ['small', 'standard', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

/** The button's look, for a Button or an element that must look like one (ProductCard's link). */
export const buttonClassName = ({
  variant = 'solid',
  tone = 'brandAccent',
  size = 'standard',
  fullWidth = false,
}: {
  variant?: ButtonVariant;
  tone?: ButtonTone;
  size?: ButtonSize;
  fullWidth?: boolean;
}): string =>
  `${styles.root} ${styles.size[size]} ${styles.look[tone][variant]}${fullWidth ? ` ${styles.fullWidth}` : ''}`;
