/**
 * Saved payment methods: cards kept by the test gateway as tokens (brand, last four and expiry
 * beside them, never the number). Every query names the customer; the first card is the default;
 * deleting the default makes the newest remaining card the default.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { MAX_SAVED_CARDS, type WireSavedCard } from '../../../api/account';
import { isCardExpired } from '../../../lib/validation/card.ts';
import type { Db } from '../../db/client';
import { type SavedCardRow, savedCards } from '../../db/schema';
import { type TestPaymentCard, tokenizeTestCard } from '../payment/testGateway.ts';
import { AccountError, fieldError, notFound } from './errors';

const owned = (customerId: number, id: number) =>
  and(eq(savedCards.customerId, customerId), eq(savedCards.id, id));

export function toWireSavedCard(row: SavedCardRow, now: Date): WireSavedCard {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    expiry: `${String(row.expMonth).padStart(2, '0')}/${String(row.expYear % 100).padStart(2, '0')}`,
    is_default: row.isDefault,
    expired: isCardExpired({ month: row.expMonth, year: row.expYear }, now),
    created_at: row.createdAt.toISOString(),
  };
}

export async function listCards(db: Db, customerId: number): Promise<SavedCardRow[]> {
  return db
    .select()
    .from(savedCards)
    .where(eq(savedCards.customerId, customerId))
    .orderBy(desc(savedCards.isDefault), desc(savedCards.createdAt), desc(savedCards.id));
}

export async function getCard(db: Db, customerId: number, id: number): Promise<SavedCardRow> {
  const [row] = await db.select().from(savedCards).where(owned(customerId, id));
  if (!row) throw notFound('Payment method');
  return row;
}

/**
 * Tokenises the card with the gateway and keeps the token. A declined card is `payment_declined`
 * with the `PAYMENT_…` key as message. `quiet`: a full wallet is left as it is (checkout's "save
 * this card" never fails an order that was paid).
 */
export async function saveCard(
  db: Db,
  customerId: number,
  card: TestPaymentCard,
  options: { makeDefault?: boolean; now: Date; quiet?: boolean },
): Promise<SavedCardRow | null> {
  const result = tokenizeTestCard(card, options.now);
  if (result.status === 'declined') {
    if (options.quiet) return null;
    throw new AccountError('payment_declined', result.code.replace(/^checkout\./, ''), {
      fields: { card: [result.message] },
      refs: { fields: { card: [{ id: result.code }] } },
    });
  }
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const existing = await tx
      .select()
      .from(savedCards)
      .where(eq(savedCards.customerId, customerId))
      .for('update');
    if (existing.length >= MAX_SAVED_CARDS) {
      if (options.quiet) return null;
      const ref = { id: 'account.error.tooManyCards', values: { max: MAX_SAVED_CARDS } };
      throw fieldError('invalid', 'card', `You can save up to ${MAX_SAVED_CARDS} cards.`, ref);
    }
    const makeDefault = options.makeDefault === true || existing.length === 0;
    if (makeDefault) {
      await tx
        .update(savedCards)
        .set({ isDefault: false })
        .where(and(eq(savedCards.customerId, customerId), eq(savedCards.isDefault, true)));
    }
    const [row] = await tx
      .insert(savedCards)
      .values({
        customerId,
        gatewayToken: result.token,
        brand: result.brand,
        last4: result.last4,
        expMonth: result.expMonth,
        expYear: result.expYear,
        isDefault: makeDefault,
        createdAt: options.now,
      })
      .returning();
    return row!;
  });
}

export async function setDefaultCard(db: Db, customerId: number, id: number): Promise<SavedCardRow> {
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const [current] = await tx.select().from(savedCards).where(owned(customerId, id)).for('update');
    if (!current) throw notFound('Payment method');
    if (current.isDefault) return current;
    await tx
      .update(savedCards)
      .set({ isDefault: false })
      .where(and(eq(savedCards.customerId, customerId), eq(savedCards.isDefault, true)));
    const [row] = await tx
      .update(savedCards)
      .set({ isDefault: true })
      .where(owned(customerId, id))
      .returning();
    return row!;
  });
}

export async function deleteCard(db: Db, customerId: number, id: number): Promise<void> {
  await db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const [removed] = await tx.delete(savedCards).where(owned(customerId, id)).returning();
    if (!removed) throw notFound('Payment method');
    if (!removed.isDefault) return;
    const [next] = await tx
      .select({ id: savedCards.id })
      .from(savedCards)
      .where(eq(savedCards.customerId, customerId))
      .orderBy(desc(savedCards.createdAt), asc(savedCards.id))
      .limit(1);
    if (next) await tx.update(savedCards).set({ isDefault: true }).where(eq(savedCards.id, next.id));
  });
}
