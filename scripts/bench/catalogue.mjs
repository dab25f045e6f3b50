/**
 * A large generated catalogue for `npm run bench` (listing and search with 100 000
 * products). Bulk SQL with generate_series, a handful of statements in one transaction — the
 * per-product demo seed would take hours for this. Every product is active and purchasable, has
 * one variant, one image (a demo image, so pages render), a collection and a category, and a
 * title of three words from small vocabularies, so a search for a common word ("tee") matches
 * one product in sixteen, as real catalogues do.
 */

/** The word every generated sixteenth product is named with; also in the demo catalogue. */
export const SEARCH_WORD = 'tee';

const materials = [
  'Linen',
  'Canvas',
  'Wool',
  'Cotton',
  'Leather',
  'Suede',
  'Denim',
  'Merino',
  'Cashmere',
  'Silk',
  'Hemp',
  'Bamboo',
];
const nouns = [
  'Tee',
  'Shirt',
  'Sneaker',
  'Tote',
  'Jacket',
  'Scarf',
  'Mug',
  'Lamp',
  'Boot',
  'Cap',
  'Sock',
  'Bag',
  'Blanket',
  'Vase',
  'Belt',
  'Watch',
];
const places = [
  'Harbor',
  'Meadow',
  'Summit',
  'Coast',
  'Field',
  'Urban',
  'Alpine',
  'Desert',
  'River',
  'Forest',
];

const array = (words) => `array[${words.map((w) => `'${w}'`).join(',')}]`;

/**
 * Inserts `count` products (slugs `gen-1` …) into the database `client` is connected to (a `pg`
 * Client), then VACUUM ANALYZEs as autovacuum would. Returns the seconds it took.
 */
export async function generateCatalogue(client, count) {
  const started = performance.now();
  await client.query('begin');
  try {
    await client.query(
      `insert into products (slug, title, description, vendor, product_type, keywords, status, sku,
         manage_stock, backorders, price_min, price_max, regular_price_min, regular_price_max,
         total_stock, available, featured_rank, sales_count, average_rating, review_count, created_at)
       select 'gen-' || g,
              (${array(places)})[1 + g % ${places.length}] || ' ' ||
              (${array(materials)})[1 + (g / ${places.length}) % ${materials.length}] || ' ' ||
              (${array(nouns)})[1 + g % ${nouns.length}] || ' ' || g,
              '<p>Generated product ' || g || ' for the benchmark.</p>',
              'Vitrine Bench', (${array(nouns)})[1 + g % ${nouns.length}], '', 'active', 'GEN-' || g,
              false, 'no', p, p, p, p, 0, true, 1000 + g, g % 500, (g % 50) / 10.0, g % 40,
              now() - make_interval(mins => g)
       from generate_series(1, $1::int) g, lateral (select 500 + (g * 7919) % 19500 as p) price`,
      [count],
    );
    await client.query(
      `insert into variants (product_id, sku, title, price, stock, manage_stock, backorders, options, position)
       select id, sku, 'Default', price_min, 0, false, 'no', '[]'::jsonb, 0 from products where slug like 'gen-%'`,
    );
    await client.query(
      `update products p set min_price_variant_id = v.id from variants v
       where v.product_id = p.id and p.slug like 'gen-%'`,
    );
    // One real demo image for all of them: listing pages render and the media cache stays small.
    await client.query(
      `insert into product_images (product_id, url, alt, width, height, position)
       select p.id, i.url, p.title, i.width, i.height, 0
       from products p, (select url, width, height from product_images order by id limit 1) i
       where p.slug like 'gen-%'`,
    );
    await client.query(
      `insert into product_collections (collection_id, product_id, position)
       select c.id, p.id, p.id from products p
       join (select id, row_number() over (order by id) - 1 as k, count(*) over () as n from collections) c
         on p.id % c.n = c.k
       where p.slug like 'gen-%'`,
    );
    await client.query(
      `insert into product_categories (product_id, category_id)
       select p.id, c.id from products p
       join (select id, row_number() over (order by id) - 1 as k, count(*) over () as n from categories) c
         on p.id % c.n = c.k
       where p.slug like 'gen-%'`,
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  // The steady state autovacuum reaches on its own: statistics, and a visibility map so counts
  // can walk an index instead of the table.
  await client.query('vacuum analyze');
  return (performance.now() - started) / 1000;
}
