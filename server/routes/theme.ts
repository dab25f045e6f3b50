/** `/api/store/theme`: the active or previewed theme (server/domain/theme). */
import { Hono } from 'hono';
import { themeQuery } from '../../api/theme';
import { isThemeName } from '../../themes/names';
import { cachedThemeDoc, effectiveTheme } from '../domain/theme/theme';
import type { AppEnv } from '../http/env';
import { validQuery } from '../http/validate';

/** `GET /api/store/theme[?preview=<name>]` — an unknown preview name is ignored. */
export function createThemeRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/theme', validQuery(themeQuery), async (c) => {
    const doc = await cachedThemeDoc(c.get('ctx').db);
    const preview = c.req.valid('query').preview;
    const name = isThemeName(preview) ? preview : doc.active;
    // The merchant can switch at any moment: a shared cache may hold this for a second only (in
    // this process, the admin write also empties the loaders' sub-request cache at once).
    c.header('Cache-Control', 'public, max-age=0, s-maxage=1');
    c.header('Vary', 'X-LANG, Accept-Encoding');
    return c.json({ data: effectiveTheme(doc, name) });
  });
  return app;
}
