/**
 * `npm run staff:create -- <email>`: makes a merchant staff account for the theme editor (`/admin`)
 * in the database of DATABASE_URL or VITRINE_DATA_DIR, asking for the password on the terminal
 * (or reading STAFF_PASSWORD, for scripts). `--link` prints a one-time setup link instead.
 */
import { createInterface } from 'node:readline/promises';
import { openDatabase, prepareDatabase } from '../server/db/startup';
import { announceStaffSetup } from '../server/domain/editor/setupLink';
import { createStaff, newSetupToken } from '../server/domain/editor/staff';

const args = process.argv.slice(2);
const database = await openDatabase();
await prepareDatabase(database);
try {
  if (args.includes('--link')) {
    const printed = await announceStaffSetup(database.db, console.log);
    if (!printed) {
      const token = await newSetupToken(database.db, new Date());
      const origin = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(
        /\/$/,
        '',
      );
      console.log(
        `[editor] one-time link for a new staff account (24 hours): ${origin}/admin/setup?token=${token}`,
      );
    }
  } else {
    const email = args.find((arg) => !arg.startsWith('--'));
    if (!email) throw new Error('usage: npm run staff:create -- <email> [--link]');
    let password = process.env.STAFF_PASSWORD;
    if (!password) {
      const terminal = createInterface({ input: process.stdin, output: process.stdout });
      password = await terminal.question('Password (8–128 characters): ');
      terminal.close();
    }
    const staff = await createStaff(database.db, email, password);
    console.log(`[editor] staff account ${staff.email} created; sign in at /admin`);
  }
} catch (error) {
  const fields = (error as { fields?: Record<string, string[]> }).fields;
  console.error(`[editor] ${(error as Error).message}${fields ? ` ${JSON.stringify(fields)}` : ''}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
