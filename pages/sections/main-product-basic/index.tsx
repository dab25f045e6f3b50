import { fromWireMoney } from '../../../api/common';
import { Heading, Inline, Price, Stack, Text } from '../../../components';
import { defineSection } from '../../layout/defineSection';
import { defineSectionEntry, type SectionProps } from '../../layout/types';
import { RichText, SectionShell, STORE_CURRENCY, sharedStyles as styles } from '../shared';

export const mainProductBasicSchema = defineSection({
  type: 'main-product-basic',
  name: 'Product (basic)',
  limit: 1,
  settings: [{ id: 'showVendor', type: 'boolean', label: 'Show vendor', default: true }],
});

/**
 * Gallery, title, price, options and description of the product page from primitives. Stand-in
 * for main-product (variant picker, add to cart, buy now…) from the commerce work.
 */
export const MainProductBasic = ({ settings, page }: SectionProps<typeof mainProductBasicSchema>) => {
  if (page.kind !== 'product') return null;
  const { product, variantId } = page;
  const variant = product.variants.find((v) => v.ID === variantId);
  const price = variant?.price ?? product.price;
  const regular = variant?.regular_price ?? product.regular_price;
  const images =
    product.gallery.length > 0 ? product.gallery : product.feature_image ? [product.feature_image] : [];
  return (
    <SectionShell labelledBy="product-title">
      <div className={styles.twoColumns} style={{ alignItems: 'start' }}>
        <div className={styles.gallery}>
          {images.slice(0, 5).map((image, index) => (
            <img
              key={image.url}
              className={[styles.media4x5, index === 0 ? styles.galleryMain : ''].join(' ')}
              src={image.url}
              alt={image.alt || (index === 0 ? product.title : '')}
              width={image.width ?? 1200}
              height={image.height ?? 1500}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          ))}
        </div>
        <Stack space="medium">
          {settings.showVendor && product.vendor ? (
            <Text size="small" tone="secondary">
              {product.vendor}
            </Text>
          ) : null}
          <Heading level="1" id="product-title">
            {product.title}
          </Heading>
          <Price
            amount={fromWireMoney(price)}
            regularAmount={fromWireMoney(regular)}
            currency={STORE_CURRENCY}
            size="large"
          />
          {!product.buy_able ? <Text tone="critical">Sold out</Text> : null}
          {product.variant_attrs.map((attribute) => (
            <Stack key={attribute.name} space="xsmall">
              <Text weight="medium">{attribute.name}</Text>
              <Inline space="xsmall">
                {attribute.values.map((value) => (
                  <Text key={value} size="small">
                    {value}
                  </Text>
                ))}
              </Inline>
            </Stack>
          ))}
          {product.description ? <RichText html={product.description} /> : null}
        </Stack>
      </div>
    </SectionShell>
  );
};

export const mainProductBasic = defineSectionEntry({
  schema: mainProductBasicSchema,
  component: MainProductBasic,
});
