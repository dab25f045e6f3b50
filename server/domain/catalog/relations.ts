/**
 * Everything a product card shows besides the product row — gallery, variants, options,
 * categories, badges, marketplace buttons, palettes — as correlated json_agg subqueries in the
 * SAME statement that selects the page. One round trip per page, never one query per product
 * (no N+1), and each subquery walks an index on product_id.
 *
 * Note: drizzle renders columns inside select-list SQL unqualified, so the outer table is named
 * literally (`products.id`) here.
 */
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { CustomButton, PaletteAttribute, ProductTag } from '../../../api/catalog';
import type { BackorderPolicy, ImageRef, OptionValue, Product, ProductImage, Variant } from '../../db/schema';
import { products } from '../../db/schema';

/** Everything a product card needs besides the product row, loaded in batches per page. */
export interface ProductRelations {
  images: ProductImage[];
  variants?: Variant[];
  options: { name: string; values: string[] }[];
  categories: { id: number; name: string }[];
  tags: ProductTag[];
  buttons: CustomButton[];
  palettes: PaletteAttribute[];
}

/** Product columns for listings: no search vectors or terms, no description (detail only). */
const {
  searchVector: _vector,
  titleVector: _title,
  searchTerms: _terms,
  description: _description,
  ...listColumns
} = getTableColumns(products);
const {
  searchVector: _vector2,
  titleVector: _title2,
  searchTerms: _terms2,
  ...detailColumns
} = getTableColumns(products);

export { detailColumns, listColumns };

interface ImageJson {
  id: number;
  product_id: number;
  url: string;
  alt: string;
  width: number;
  height: number;
  media_content_type: string;
  position: number;
}

interface VariantJson {
  id: number;
  product_id: number;
  sku: string | null;
  title: string;
  price: number;
  regular_price: number | null;
  stock: number;
  manage_stock: boolean;
  backorders: BackorderPolicy;
  options: OptionValue[];
  feature_image: ImageRef | null;
  position: number;
}

const list = (inner: SQL) => sql`coalesce((${inner}), '[]'::json)`;

export function relationColumns(include: { variants: boolean }) {
  return {
    rel_images: sql<
      ImageJson[]
    >`${list(sql`select json_agg(i order by i.position, i.id) from product_images i where i.product_id = products.id`)}`,
    rel_variants: include.variants
      ? sql<
          VariantJson[] | null
        >`${list(sql`select json_agg(v order by v.position, v.id) from variants v where v.product_id = products.id`)}`
      : sql<VariantJson[] | null>`null::json`,
    rel_options: sql<
      { name: string; values: string[] }[]
    >`${list(sql`select json_agg(json_build_object('name', o.name, 'values', o.values) order by o.position, o.id)
      from product_options o where o.product_id = products.id`)}`,
    rel_categories: sql<
      { id: number; name: string }[]
    >`${list(sql`select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.position, c.id)
      from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = products.id`)}`,
    rel_tags: sql<
      ProductTag[]
    >`${list(sql`select json_agg(json_build_object('id', t.id, 'name', t.name, 'style', t.style, 'shape', t.shape,
        'image', t.image, 'image_config', t.image_config) order by t.position, t.id)
      from product_tag_links l join product_tags t on t.id = l.tag_id where l.product_id = products.id`)}`,
    rel_buttons: sql<
      CustomButton[]
    >`${list(sql`select json_agg(json_build_object('id', b.id, 'product_id', b.product_id,
        'button_type', b.button_type, 'button_style', b.button_style, 'button_url', b.button_url,
        'button_text', b.button_text, 'text_color', b.text_color, 'background_color', b.background_color)
        order by b.position, b.id)
      from custom_buttons b where b.product_id = products.id`)}`,
    rel_palettes: sql<PaletteAttribute[]>`${list(sql`select json_agg(json_build_object('name', pp.option_name,
        'value', coalesce(
          (select o.values from product_options o where o.product_id = pp.product_id and o.name = pp.option_name),
          (select coalesce(jsonb_agg(k), '[]'::jsonb) from jsonb_object_keys(pp.config) k)),
        'palette_type', pp.palette_type, 'special_native_name', pp.special_native_name, 'config', pp.config)
        order by pp.id)
      from product_palettes pp where pp.product_id = products.id`)}`,
  };
}

type RelationRow = {
  [K in keyof ReturnType<typeof relationColumns>]: ReturnType<typeof relationColumns>[K]['_']['type'];
};

const toImage = (i: ImageJson): ProductImage => ({
  id: i.id,
  productId: i.product_id,
  url: i.url,
  alt: i.alt,
  width: i.width,
  height: i.height,
  mediaContentType: i.media_content_type,
  position: i.position,
});

const toVariant = (v: VariantJson): Variant => ({
  id: v.id,
  productId: v.product_id,
  sku: v.sku,
  title: v.title,
  price: v.price,
  regularPrice: v.regular_price,
  stock: v.stock,
  manageStock: v.manage_stock,
  backorders: v.backorders,
  options: v.options,
  featureImage: v.feature_image,
  position: v.position,
});

/** Splits a selected row into the product and its relations. */
export function splitRow<T extends RelationRow>(
  row: T,
): { product: Omit<T, keyof RelationRow>; relations: ProductRelations } {
  const {
    rel_images,
    rel_variants,
    rel_options,
    rel_categories,
    rel_tags,
    rel_buttons,
    rel_palettes,
    ...product
  } = row;
  return {
    product,
    relations: {
      images: rel_images.map(toImage),
      ...(rel_variants ? { variants: rel_variants.map(toVariant) } : {}),
      options: rel_options,
      categories: rel_categories,
      tags: rel_tags,
      buttons: rel_buttons,
      palettes: rel_palettes,
    },
  };
}

export type ListProduct = Omit<Product, 'searchVector' | 'titleVector' | 'searchTerms' | 'description'>;
