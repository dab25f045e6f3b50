/**
 * The card's option picker dialog (the popup buy button; under 768 px in themes with
 * `mobileOptionPickerPopup`): pick the options, then add through the same cart form the product
 * page uses. Loaded lazily by productCard.tsx, so listings without a popup never pay for it.
 */
import { useMemo, useState } from 'react';
import {
  Button,
  Dialog,
  InlineNotice,
  Price,
  QuantityInput,
  ResponsiveImage,
  Stack,
  VariantPicker,
} from '../../../components';
import { initialSelection, type SelectionStatus, selectionStatus } from '../../../lib/catalog/variants';
import { useIntl } from '../../../lib/i18n/intl';
import { CartActionForm } from '../../cart';
import * as styles from './productCard.css';
import type { CardSettings } from './productCardProps';
import { type ProductSummary, pickerPalettes } from './productModel';

export interface OptionPickerDialogProps {
  product: ProductSummary;
  settings: CardSettings;
  /** `added` after a successful add (the cart takes over), `dismissed` on Esc, close or backdrop. */
  onClose: (reason: 'dismissed' | 'added') => void;
}

export const OptionPickerDialog = ({ product, settings, onClose }: OptionPickerDialogProps) => {
  const intl = useIntl();
  const { variants, options } = product;
  const palettes = useMemo(() => pickerPalettes(product.palettes), [product]);
  const [status, setStatus] = useState<SelectionStatus>(() =>
    selectionStatus(options, variants, initialSelection(options, variants)),
  );
  const picked = status.status === 'available' ? status.variant : null;
  // A product without variants is bought as itself.
  const buyable = variants.length === 0 ? product.buyable : picked !== null;
  const shown = status.variant;
  const price = shown?.price ?? product.price;
  const regularPrice = shown?.regularPrice ?? product.regularPrice;
  const image = shown?.imageSrc ?? product.image?.src;

  return (
    <Dialog
      open
      title={product.title}
      width="small"
      onOpenChange={(open) => {
        if (!open) onClose('dismissed');
      }}
    >
      <CartActionForm fields={{ product_id: product.id }} onAdded={() => onClose('added')}>
        {({ busy, error }) => (
          <Stack space="large">
            <div className={styles.pickerSummary}>
              <div className={styles.pickerImage}>
                {image ? (
                  <ResponsiveImage
                    src={image}
                    alt=""
                    width={product.image?.width}
                    height={product.image?.height}
                    sizes="96px"
                    fit="cover"
                  />
                ) : null}
              </div>
              <Price
                amount={price.amount}
                regularAmount={
                  regularPrice && regularPrice.amount > price.amount ? regularPrice.amount : undefined
                }
                currency={price.currency}
              />
            </div>
            {options.length > 0 ? (
              <VariantPicker
                options={options}
                variants={variants}
                palettes={palettes}
                bubbleStyle={settings.bubbleStyle}
                onVariantChange={(_, next) => setStatus(next)}
              />
            ) : null}
            {picked ? <input type="hidden" name="variant_id" value={picked.id} /> : null}
            <QuantityInput
              name="quantity"
              defaultValue={1}
              label={intl.formatMessage({ id: 'optionPicker.quantity' }, { title: product.title })}
            />
            {error ? (
              <InlineNotice tone="error" live="assertive">
                {error}
              </InlineNotice>
            ) : null}
            <Stack space="small">
              <Button type="submit" fullWidth loading={busy} disabled={!buyable}>
                {buyable
                  ? intl.formatMessage({ id: 'productCard.addToCart' })
                  : intl.formatMessage({ id: 'productCard.soldOut' })}
              </Button>
              <Button href={product.href} variant="transparent" tone="neutral" fullWidth>
                {intl.formatMessage({ id: 'optionPicker.viewDetails' })}
              </Button>
            </Stack>
          </Stack>
        )}
      </CartActionForm>
    </Dialog>
  );
};
