import { type FormEvent, type MouseEvent, useState } from 'react';
import { giftLabelMessage, isPreviewLink } from '../../lib/cart/giftLabel';
import type { CartLineView } from '../../lib/cart/types';
import { useIntl } from '../../lib/i18n/intl';
import { useLocalizePath } from '../../lib/i18n/packLocale';
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
  /** Called with the line key when the shopper removes the line or sets its quantity to 0. */
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
   * The image shown when the line's image is missing or fails to load.
   * @default a neutral bag placeholder
   */
  defaultImageUrl?: string;
}

/**
 * One cart line: image with a default-image fallback, title and
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
  const localize = useLocalizePath();
  const [imageFailed, setImageFailed] = useState(false);
  const editable = line.editable ?? true;
  const removable = line.removable ?? true;
  const src = !line.imageUrl || imageFailed ? defaultImageUrl : line.imageUrl;
  // A part of a split gift line acts on its store line, keeping the units of the other part.
  const lineKey = line.lineKey ?? line.key;
  const held = line.heldUnits ?? 0;

  const changeQuantity = (quantity: number) => {
    // A quantity of 0 removes the line (here: this part of it).
    if (quantity <= 0 && held === 0) onRemove?.(lineKey);
    else onQuantityChange?.(lineKey, Math.max(0, quantity) + held);
  };
  // With JavaScript the handlers act; the forms are the no-JavaScript path.
  const preventSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (onQuantityChange || onRemove) event.preventDefault();
  };
  const remove = (event: MouseEvent<HTMLButtonElement>) => {
    if (!(held > 0 ? onQuantityChange : onRemove)) return;
    event.preventDefault();
    changeQuantity(0);
  };

  const gift = line.gift ? giftLabelMessage(line.gift) : null;
  const giftText = gift ? intl.formatMessage({ id: gift.id }, gift.values) : null;
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

  const removeButton = !removable ? null : (
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
      // The cart's amounts: the currency converter leaves them in the store currency when the
      // theme says so (cart_display).
      data-cart-amounts=""
      className={busy ? `${styles.root} ${styles.busy}` : styles.root}
      aria-busy={busy || undefined}
      // The gift part of a split line is told apart from its paid part by its label.
      aria-label={giftText ? `${line.title}, ${giftText}` : line.title}
    >
      {/* The title is the line's one link; the image beside it needs none. */}
      <div className={styles.imageLink}>{image}</div>

      <div className={styles.info}>
        {line.url ? (
          <a className={styles.title} href={localize(line.url)}>
            {line.title}
          </a>
        ) : (
          <p className={styles.title}>{line.title}</p>
        )}
        {line.variantTitle ? <p className={styles.meta}>{line.variantTitle}</p> : null}
        {giftText ? (
          <span className={styles.giftLabel}>
            <GiftIcon />
            {giftText}
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
                    // An uploaded file (a value starting with http) is offered as a download.
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
            <form
              method="post"
              action={localize(formAction)}
              className={styles.form}
              onSubmit={preventSubmit}
            >
              <input type="hidden" name="intent" value="update" />
              <input type="hidden" name="key" value={lineKey} />
              {held > 0 ? <input type="hidden" name="held_units" value={held} /> : null}
              {quantity}
            </form>
            {removeButton ? (
              <form
                method="post"
                action={localize(formAction)}
                className={styles.form}
                onSubmit={preventSubmit}
              >
                {/* Removing the paid part of a gift line keeps its gift units. */}
                <input type="hidden" name="intent" value={held > 0 ? 'update' : 'remove'} />
                <input type="hidden" name="key" value={lineKey} />
                {held > 0 ? <input type="hidden" name="quantity" value={held} /> : null}
                {removeButton}
              </form>
            ) : null}
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
