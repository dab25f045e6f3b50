/**
 * The first staff account: while there is none, each start prints a one-time link (valid 24 hours)
 * to the editor's setup page, where the merchant picks their email and password. `npm run
 * staff:create` makes one from the command line instead (scripts/create-staff.ts).
 */
import type { Db } from '../../db/client';
import { newSetupToken, staffCount } from './staff';

export async function announceStaffSetup(
  db: Db,
  print: (line: string) => void,
  now = new Date(),
): Promise<string | null> {
  if ((await staffCount(db)) > 0) return null;
  const token = await newSetupToken(db, now);
  const origin = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(
    /\/$/,
    '',
  );
  const link = `${origin}/admin/setup?token=${token}`;
  print(`[editor] no staff account yet; create the first one within 24 hours at ${link}`);
  return link;
}
