/**
 * The address book. Every query names the customer: another customer's address id is simply not
 * found. The first address is the default; at most one default (a partial unique index); deleting
 * the default makes the newest remaining address the default.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { MAX_SAVED_ADDRESSES } from '../../../api/account';
import type { Db } from '../../db/client';
import { type CustomerAddressRow, customerAddresses, type StoredAddress } from '../../db/schema';
import { fieldError, notFound } from './errors';

const owned = (customerId: number, id: number) =>
  and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, id));

export async function listAddresses(db: Db, customerId: number): Promise<CustomerAddressRow[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(
      desc(customerAddresses.isDefault),
      desc(customerAddresses.updatedAt),
      desc(customerAddresses.id),
    );
}

export async function getAddress(db: Db, customerId: number, id: number): Promise<CustomerAddressRow> {
  const [row] = await db.select().from(customerAddresses).where(owned(customerId, id));
  if (!row) throw notFound('Address');
  return row;
}

async function clearDefault(tx: Db, customerId: number): Promise<void> {
  await tx
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true)));
}

const sameAddress = (a: StoredAddress, b: StoredAddress) =>
  (Object.keys(a) as (keyof StoredAddress)[]).every(
    (key) => (a[key] ?? '').trim().toLowerCase() === (b[key] ?? '').trim().toLowerCase(),
  );

/**
 * Adds an address (the checkout's rules were applied by the caller). `onlyIfNew`: an identical
 * saved address is returned instead of a copy, and a full book is left as it is (checkout's
 * "save this address").
 */
export async function createAddress(
  db: Db,
  customerId: number,
  address: StoredAddress,
  options: { makeDefault?: boolean; now: Date; onlyIfNew?: boolean },
): Promise<CustomerAddressRow | null> {
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const existing = await tx
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .for('update');
    if (options.onlyIfNew) {
      const same = existing.find((row) => sameAddress(row.address, address));
      if (same) return same;
      if (existing.length >= MAX_SAVED_ADDRESSES) return null;
    } else if (existing.length >= MAX_SAVED_ADDRESSES) {
      const ref = { id: 'account.error.tooManyAddresses', values: { max: MAX_SAVED_ADDRESSES } };
      throw fieldError('invalid', 'address', `You can save up to ${MAX_SAVED_ADDRESSES} addresses.`, ref);
    }
    const makeDefault = options.makeDefault === true || existing.length === 0;
    if (makeDefault) await clearDefault(tx, customerId);
    const [row] = await tx
      .insert(customerAddresses)
      .values({ customerId, address, isDefault: makeDefault, createdAt: options.now, updatedAt: options.now })
      .returning();
    return row!;
  });
}

export async function updateAddress(
  db: Db,
  customerId: number,
  id: number,
  address: StoredAddress,
  options: { makeDefault?: boolean; now: Date },
): Promise<CustomerAddressRow> {
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const [current] = await tx.select().from(customerAddresses).where(owned(customerId, id)).for('update');
    if (!current) throw notFound('Address');
    if (options.makeDefault && !current.isDefault) await clearDefault(tx, customerId);
    const [row] = await tx
      .update(customerAddresses)
      .set({ address, updatedAt: options.now, ...(options.makeDefault ? { isDefault: true } : {}) })
      .where(owned(customerId, id))
      .returning();
    return row!;
  });
}

export async function setDefaultAddress(db: Db, customerId: number, id: number): Promise<CustomerAddressRow> {
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const [current] = await tx.select().from(customerAddresses).where(owned(customerId, id)).for('update');
    if (!current) throw notFound('Address');
    if (current.isDefault) return current;
    await clearDefault(tx, customerId);
    const [row] = await tx
      .update(customerAddresses)
      .set({ isDefault: true })
      .where(owned(customerId, id))
      .returning();
    return row!;
  });
}

export async function deleteAddress(db: Db, customerId: number, id: number): Promise<void> {
  await db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const [removed] = await tx.delete(customerAddresses).where(owned(customerId, id)).returning();
    if (!removed) throw notFound('Address');
    if (!removed.isDefault) return;
    const [next] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .orderBy(desc(customerAddresses.updatedAt), asc(customerAddresses.id))
      .limit(1);
    if (next)
      await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, next.id));
  });
}

export async function addressCount(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId));
  return row?.n ?? 0;
}
