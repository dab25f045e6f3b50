/**
 * Batch loaders for a page of products: one query per relation for the whole page, never one
 * per product (no N+1).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CustomButton, PaletteAttribute, ProductTag } from '../../../api/catalog';
import type { Db } from '../../db/client';
import {
  categories,
  customButtons,
  type Product,
  type ProductImage,
  productCategories,
  productImages,
  productOptions,
  productPalettes,
  productTagLinks,
  productTags,
  type Variant,
  variants,
} from '../../db/schema';
import type { ProductRelations } from './serialize';

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

export async function loadRelations(
  db: Db,
  page: Product[],
  include: { variants: boolean },
): Promise<Map<number, ProductRelations>> {
  const ids = page.map((p) => p.id);
  const out = new Map<number, ProductRelations>();
  if (ids.length === 0) return out;

  // Sequential on purpose: PGlite runs one query at a time anyway, and on PostgreSQL one
  // request holding several pool clients would starve the pool under load.
  const images = await db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, ids))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
  const variantRows: Variant[] = include.variants
    ? await db
        .select()
        .from(variants)
        .where(inArray(variants.productId, ids))
        .orderBy(asc(variants.productId), asc(variants.position), asc(variants.id))
    : [];
  const options = await db
    .select()
    .from(productOptions)
    .where(inArray(productOptions.productId, ids))
    .orderBy(asc(productOptions.position), asc(productOptions.id));
  const cats = await db
    .select({ productId: productCategories.productId, id: categories.id, name: categories.name })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(inArray(productCategories.productId, ids))
    .orderBy(asc(categories.position), asc(categories.id));
  const tags = await db
    .select({ productId: productTagLinks.productId, tag: productTags })
    .from(productTagLinks)
    .innerJoin(productTags, eq(productTags.id, productTagLinks.tagId))
    .where(inArray(productTagLinks.productId, ids))
    .orderBy(asc(productTags.position), asc(productTags.id));
  const buttons = await db
    .select()
    .from(customButtons)
    .where(inArray(customButtons.productId, ids))
    .orderBy(asc(customButtons.position), asc(customButtons.id));
  const palettes = await db
    .select()
    .from(productPalettes)
    .where(and(inArray(productPalettes.productId, ids)))
    .orderBy(asc(productPalettes.id));

  const imagesBy = groupBy<ProductImage>(images, (r) => r.productId);
  const variantsBy = groupBy(variantRows, (r) => r.productId);
  const optionsBy = groupBy(options, (r) => r.productId);
  const catsBy = groupBy(cats, (r) => r.productId);
  const tagsBy = groupBy(tags, (r) => r.productId);
  const buttonsBy = groupBy(buttons, (r) => r.productId);
  const palettesBy = groupBy(palettes, (r) => r.productId);

  for (const id of ids) {
    const productOptionsRows = optionsBy.get(id) ?? [];
    out.set(id, {
      images: imagesBy.get(id) ?? [],
      ...(include.variants ? { variants: variantsBy.get(id) ?? [] } : {}),
      options: productOptionsRows.map((o) => ({ name: o.name, values: o.values })),
      categories: (catsBy.get(id) ?? []).map(({ id: catId, name }) => ({ id: catId, name })),
      tags: (tagsBy.get(id) ?? []).map(
        ({ tag }): ProductTag => ({
          id: tag.id,
          name: tag.name,
          style: tag.style,
          shape: tag.shape,
          image: tag.image,
          image_config: tag.imageConfig,
        }),
      ),
      buttons: (buttonsBy.get(id) ?? []).map(
        (b): CustomButton => ({
          id: b.id,
          product_id: b.productId,
          button_type: b.buttonType,
          button_style: b.buttonStyle,
          button_url: b.buttonUrl,
          button_text: b.buttonText,
          text_color: b.textColor,
          background_color: b.backgroundColor,
        }),
      ),
      palettes: (palettesBy.get(id) ?? []).map(
        (pal): PaletteAttribute => ({
          name: pal.optionName,
          value: productOptionsRows.find((o) => o.name === pal.optionName)?.values ?? Object.keys(pal.config),
          palette_type: pal.paletteType,
          special_native_name: pal.specialNativeName,
          config: pal.config,
        }),
      ),
    });
  }
  return out;
}
