/** `/api/store/theme`: the active or previewed theme (server/domain/theme). */
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { STAFF_HEADER, themeQuery } from '../../api/theme';
import { isThemeName } from '../../themes/names';
import { readDraft } from '../domain/editor/drafts';
import { cachedThemeDoc, effectiveTheme, readThemeDoc } from '../domain/theme/theme';
import type { AppEnv } from '../http/env';
import { validQuery } from '../http/validate';
import { STAFF_COOKIE, staffSessionOf } from './editor';

/** `GET /api/store/theme[?preview=<name>]` — an unknown preview name is ignored. */
export function createThemeRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/theme', validQuery(themeQuery), async (c) => {
    const { preview, draft } = c.req.valid('query');
    // The editor's preview: the draft, for a staff session only (the storefront forwards the
    // staff cookie's value as X-Vitrine-Staff); without one, the live theme. Never shared.
    if (draft !== undefined) {
      c.header('Cache-Control', 'private, no-store');
      const session = await staffSessionOf(c, c.req.header(STAFF_HEADER) ?? getCookie(c, STAFF_COOKIE));
      const doc = session ? (await readDraft(c.get('ctx').db)).doc : await readThemeDoc(c.get('ctx').db);
      return c.json({ data: effectiveTheme(doc, isThemeName(preview) ? preview : doc.active) });
    }
    const doc = await cachedThemeDoc(c.get('ctx').db);
    const name = isThemeName(preview) ? preview : doc.active;
    // The merchant can switch at any moment: a shared cache may hold this for a second only (in
    // this process, the admin write also empties the loaders' sub-request cache at once).
    c.header('Cache-Control', 'public, max-age=0, s-maxage=1');
    c.header('Vary', 'X-LANG, Accept-Encoding');
    return c.json({ data: effectiveTheme(doc, name) });
  });
  return app;
}
