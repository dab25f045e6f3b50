import { type FormEvent, type MouseEvent, useState } from 'react';
import { giftLabelMessage, isPreviewLink } from '../../lib/cart/giftLabel';
import type { CartLineView } from '../../lib/cart/types';
import { useIntl } from '../../lib/i18n/intl';
import { DownloadIcon, GiftIcon, TrashIcon } from '../PopupCart/cartIcons';
import { Price } from '../Price/Price';
import { QuantityInput } from '../QuantityInput/QuantityInput';
import * as styles from './CartLineItem.css';
import { DEFAULT_LINE_IMAGE } from './defaultImage';

export { DEFAULT_LINE_IMAGE } from './defaultImage';

export interface CartLineItemProps {
  /** The line to show (a cart view model: camelCase, minor units). */
  line: CartLineView;
  /** ISO 4217 code of the cart. */
  currency: string;
  /** Called with the line key and the new quantity (1 or more). */
  onQuantityChange?: (key: string, quantity: number) => void;
  /** Called with the line key when the shopper removes the line or sets its quantity to 0 (spec §4). */
  onRemove?: (key: string) => void;
  /**
   * A change to this line is in flight: controls are disabled and the line dims.
   * @default false
   */
  busy?: boolean;
  /**
   * Where the quantity and remove forms post without JavaScript (`intent`, `key`, `quantity` fields).
   * Without it the controls are plain buttons driven by the handlers.
   */
  formAction?: string;
  /**
   * The image shown when the line's image is missing or fails to load (spec §8).
   * @default a neutral bag placeholder
   */
  defaultImageUrl?: string;
}

/**
 * One cart line (spec §2): image with a default-image fallback, title and
 * variant, gift label, custom properties (links to uploaded files show as a
 * "Preview" download), paired-lens power, a quantity input down to 0 (which
 * removes the line) and a remove button.
 */
export const CartLineItem = ({
  line,
  currency,
  onQuantityChange,
  onRemove,
  busy = false,
  formAction,
  defaultImageUrl = DEFAULT_LINE_IMAGE,
}: CartLineItemProps) => {
  const intl = useIntl();
  const [imageFailed, setImageFailed] = useState(false);
  const editable = line.editable ?? true;
  const src = !line.imageUrl || imageFailed ? defaultImageUrl : line.imageUrl;

  const changeQuantity = (quantity: number) => {
    // Spec §4: a quantity of 0 removes the line.
    if (quantity <= 0) onRemove?.(line.key);
    else onQuantityChange?.(line.key, quantity);
  };
  // With JavaScript the handlers act; the forms are the no-JavaScript path.
  const preventSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (onQuantityChange || onRemove) event.preventDefault();
  };
  const remove = (event: MouseEvent<HTMLButtonElement>) => {
    if (!onRemove) return;
    event.preventDefault();
    onRemove(line.key);
  };

  const gift = line.gift ? giftLabelMessage(line.gift) : null;
  const quantityLabel = intl.formatMessage({ id: 'cart.line.quantity' }, { title: line.title });
  const removeLabel = intl.formatMessage({ id: 'cart.line.remove' }, { title: line.title });

  const image = (
    <img
      className={styles.image}
      src={src}
      alt={line.imageAlt ?? ''}
      loading="lazy"
      decoding="async"
      onError={() => setImageFailed(true)}
    />
  );

  const quantity = editable ? (
    // A flex item would shrink the stepper below its own width on narrow screens.
    <div className={styles.quantity}>
      <QuantityInput
        value={line.quantity}
        min={0}
        size="small"
        label={quantityLabel}
        name="quantity"
        disabled={busy}
        onChange={changeQuantity}
      />
    </div>
  ) : (
    <span className={styles.meta}>
      {intl.formatMessage({ id: 'cart.line.fixedQuantity' }, { count: line.quantity })}
    </span>
  );

  const removeButton = (
    <button
      type={formAction ? 'submit' : 'button'}
      className={styles.remove}
      aria-label={removeLabel}
      disabled={busy}
      onClick={remove}
    >
      <TrashIcon />
      {intl.formatMessage({ id: 'cart.line.removeShort' })}
    </button>
  );

  return (
    <article
      className={busy ? `${styles.root} ${styles.busy}` : styles.root}
      aria-busy={busy || undefined}
      aria-label={line.title}
    >
      {/* The title is the line's one link; the image beside it needs none. */}
      <div className={styles.imageLink}>{image}</div>

      <div className={styles.info}>
        {line.url ? (
          <a className={styles.title} href={line.url}>
            {line.title}
          </a>
        ) : (
          <p className={styles.title}>{line.title}</p>
        )}
        {line.variantTitle ? <p className={styles.meta}>{line.variantTitle}</p> : null}
        {gift ? (
          <span className={styles.giftLabel}>
            <GiftIcon />
            {gift.id === 'cart.line.giftPercentOff'
              ? intl.formatMessage({ id: 'cart.line.giftPercentOff' }, gift.values)
              : intl.formatMessage({ id: 'cart.line.giftFree' })}
          </span>
        ) : null}
        {line.lensPower && (line.lensPower.left || line.lensPower.right) ? (
          <dl className={styles.properties}>
            {line.lensPower.left ? (
              <>
                <dt>{intl.formatMessage({ id: 'cart.line.powerLeft' })}</dt>
                <dd className={styles.propertyValue}>{line.lensPower.left}</dd>
              </>
            ) : null}
            {line.lensPower.right ? (
              <>
                <dt>{intl.formatMessage({ id: 'cart.line.powerRight' })}</dt>
                <dd className={styles.propertyValue}>{line.lensPower.right}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        {line.properties && line.properties.length > 0 ? (
          <dl className={styles.properties}>
            {line.properties.map((property) => (
              <div key={property.name} className={styles.propertyRow}>
                <dt>{property.name}</dt>
                <dd className={styles.propertyValue}>
                  {isPreviewLink(property.value) ? (
                    // Spec §2: an uploaded file (a value starting with http) is offered as a download.
                    <a
                      className={styles.previewLink}
                      href={property.value.trim()}
                      download
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={intl.formatMessage(
                        { id: 'cart.line.previewLabel' },
                        { name: property.name },
                      )}
                    >
                      <DownloadIcon />
                      {intl.formatMessage({ id: 'cart.line.preview' })}
                    </a>
                  ) : (
                    property.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>

      <div className={styles.price}>
        <Price amount={line.amount} regularAmount={line.regularAmount} currency={currency} size="small" />
      </div>

      <div className={styles.actions}>
        {formAction ? (
          <>
            <form method="post" action={formAction} className={styles.form} onSubmit={preventSubmit}>
              <input type="hidden" name="intent" value="update" />
              <input type="hidden" name="key" value={line.key} />
              {quantity}
            </form>
            <form method="post" action={formAction} className={styles.form} onSubmit={preventSubmit}>
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="key" value={line.key} />
              {removeButton}
            </form>
          </>
        ) : (
          <>
            {quantity}
            {removeButton}
          </>
        )}
      </div>
    </article>
  );
};
