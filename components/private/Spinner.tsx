import * as styles from './Spinner.css';

/** A small rotating ring in the current text colour. Decorative: callers announce the busy state. */
export const Spinner = () => <span aria-hidden className={styles.spinner} />;
