import type { ButtonSize, ButtonTone, ButtonVariant } from './Button';
import * as styles from './Button.css';

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
