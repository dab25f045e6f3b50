import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrate } from '../../server/db/client';
import { queryRows } from '../../server/db/rows';
import { fillFromSnapshot } from '../../server/db/snapshot';

// The copy is made once here (initdb + migrations), in a folder of this file's own.
let dir: string;
const previous = process.env.VITRINE_DB_SNAPSHOT_DIR;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'vitrine-snapshot-'));
  process.env.VITRINE_DB_SNAPSHOT_DIR = path.join(dir, 'cache');
});
afterAll(() => {
  if (previous === undefined) delete process.env.VITRINE_DB_SNAPSHOT_DIR;
  else process.env.VITRINE_DB_SNAPSHOT_DIR = previous;
  rmSync(dir, { recursive: true, force: true });
});

const journalEntries = () =>
  readdirSync(path.resolve('server/db/migrations')).filter((name) => name.endsWith('.sql')).length;

describe('a first start on an empty data folder', () => {
  it('gets a migrated database, from a copy made once and reused', { timeout: 240_000 }, async () => {
    const first = await createDatabase({ dataDir: path.join(dir, 'a'), prefill: fillFromSnapshot });
    const applied = await queryRows<{ n: number }>(
      first.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]?.n).toBe(journalEntries());
    const products = await queryRows<{ n: number }>(first.db, sql`select count(*)::int as n from products`);
    expect(products[0]?.n).toBe(0);
    // Nothing left to migrate, and the folder is the database's own.
    await migrate(first);
    await first.db.execute(sql`insert into store_settings (key, value) values ('probe', '1'::jsonb)`);
    await first.close();
    expect(readdirSync(path.join(dir, 'cache')).filter((name) => name.startsWith('migrated-'))).toHaveLength(
      1,
    );

    // A second empty folder copies the same snapshot; the first folder's write is not in it.
    const second = await createDatabase({ dataDir: path.join(dir, 'b'), prefill: fillFromSnapshot });
    const probe = await queryRows<{ n: number }>(
      second.db,
      sql`select count(*)::int as n from store_settings where key = 'probe'`,
    );
    expect(probe[0]?.n).toBe(0);
    await second.close();
  });

  it('leaves a folder with anything in it alone', async () => {
    const folder = path.join(dir, 'c');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'notes.txt'), 'mine');
    expect(await fillFromSnapshot(folder)).toBe(false);
    expect(existsSync(path.join(folder, 'PG_VERSION'))).toBe(false);
  });

  it('is off with VITRINE_DB_SNAPSHOT=0', async () => {
    const folder = path.join(dir, 'd');
    mkdirSync(folder, { recursive: true });
    process.env.VITRINE_DB_SNAPSHOT = '0';
    try {
      expect(await fillFromSnapshot(folder)).toBe(false);
    } finally {
      delete process.env.VITRINE_DB_SNAPSHOT;
    }
    expect(readdirSync(folder)).toHaveLength(0);
  });
});
