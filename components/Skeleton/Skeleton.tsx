import { inlineVars } from '../../tokens/inlineVars';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['block', 'text', 'card'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  /**
   * `block` for images and banners, `text` for lines of copy, `card` for a product card.
   * @default 'block'
   */
  shape?: SkeletonShape;
  /**
   * Width / height ratio of a `block` (e.g. `16 / 7` for a banner).
   * @default 1
   */
  aspectRatio?: number;
  /**
   * Number of lines of a `text` skeleton.
   * @default 3
   */
  lines?: number;
  /**
   * Text size the lines stand in for.
   * @default 'standard'
   */
  textSize?: 'xsmall' | 'small' | 'standard' | 'large';
}

/**
 * A quiet placeholder for content that is loading. Hidden from assistive
 * technology: mark the region that is loading with `aria-busy` instead.
 * The pulse stops under reduced motion.
 */
export const Skeleton = ({
  shape = 'block',
  aspectRatio = 1,
  lines = 3,
  textSize = 'standard',
}: SkeletonProps) => {
  if (shape === 'text') {
    return (
      <span aria-hidden className={`${styles.lines} ${styles.textSize[textSize]}`}>
        {Array.from({ length: Math.max(1, lines) }, (_, index) => (
          <span key={index} className={`${styles.bone} ${styles.line}`} />
        ))}
      </span>
    );
  }
  if (shape === 'card') {
    return (
      <span aria-hidden className={styles.stack}>
        <span className={`${styles.bone} ${styles.block} ${styles.cardMedia}`} />
        <span className={`${styles.lines} ${styles.textSize.standard}`}>
          <span className={`${styles.bone} ${styles.line}`} />
          <span className={`${styles.bone} ${styles.line}`} />
        </span>
      </span>
    );
  }
  return (
    <span
      aria-hidden
      className={`${styles.bone} ${styles.block}`}
      style={inlineVars({ [styles.ratio]: String(aspectRatio) })}
    />
  );
};
