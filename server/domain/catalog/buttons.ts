/**
 * External-marketplace buttons ("buy it on …"): a product's buttons as the store lists them, and
 * the click statistic. A click is counted as a `click_button` statistics event with the product and
 * button; the storefront sends it only once the shopper has allowed analytics.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { CustomButton } from '../../../api/catalog';
import type { Db } from '../../db/client';
import { customButtons, products, statisticsEvents } from '../../db/schema';
import { notFound, productNotAvailable } from '../errors';

async function assertProduct(db: Db, productId: number): Promise<void> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'active')))
    .limit(1);
  if (!row) throw productNotAvailable();
}

/** The product's buttons in their order; a product that is not on sale is not found. */
export async function productButtons(db: Db, productId: number): Promise<{ data: CustomButton[] }> {
  await assertProduct(db, productId);
  const rows = await db
    .select()
    .from(customButtons)
    .where(eq(customButtons.productId, productId))
    .orderBy(asc(customButtons.position), asc(customButtons.id));
  return {
    data: rows.map((row) => ({
      id: row.id,
      product_id: row.productId,
      button_type: row.buttonType,
      button_style: row.buttonStyle,
      button_url: row.buttonUrl,
      button_text: row.buttonText,
      text_color: row.textColor,
      background_color: row.backgroundColor,
    })),
  };
}

/** Counts one click on a product's button (`buttonId` when known: it must be that product's). */
export async function recordButtonClick(
  db: Db,
  productId: number,
  buttonId: number | undefined,
): Promise<void> {
  await assertProduct(db, productId);
  if (buttonId !== undefined) {
    const [button] = await db
      .select({ id: customButtons.id })
      .from(customButtons)
      .where(and(eq(customButtons.id, buttonId), eq(customButtons.productId, productId)))
      .limit(1);
    if (!button) throw notFound('The product has no such button');
  }
  await db.insert(statisticsEvents).values({
    name: 'click_button',
    parameters: { product_id: productId, ...(buttonId !== undefined && { button_id: buttonId }) },
  });
}
