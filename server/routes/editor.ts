/**
 * `/api/editor/*` — the merchant's theme editor (editor/ is its browser side): staff sign-in, the
 * draft theme document, publishing, versions. Every request but sign-in, setup and the session
 * probe needs a staff session (the `vitrine_staff` cookie); every state-changing one also needs the
 * session's CSRF token in `X-CSRF-Token`. Answers are never cached. The admin bearer token of
 * `/api/admin` stays for automation; it opens nothing here.
 */
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { templateNames } from '../../api/theme';
import { textPairs } from '../../themes/contrastPairs';
import { installedFontFamilies } from '../../themes/fontFamilies';
import { themeNames } from '../../themes/names';
import { themeSettingsSchema } from '../../themes/settings';
import { AccountError } from '../domain/accounts/errors';
import { sameSecret } from '../domain/accounts/secrets';
import {
  contrastChecks,
  discardDraft,
  type EditorSchemas,
  listVersions,
  publishDraft,
  readDraft,
  restoreVersion,
  saveDraft,
  themeTokenValue,
} from '../domain/editor/drafts';
import { listMedia, uploadMedia } from '../domain/editor/media';
import {
  findStaffSession,
  redeemSetupToken,
  type StaffGrant,
  type StaffSession,
  signIn,
  signOut,
} from '../domain/editor/staff';
import { settingsByTheme, themeLayouts } from '../domain/theme/theme';
import { tokenPaths } from '../domain/theme/tokens';
import { clientAddress, nowOf, withAccountErrors } from '../http/customer';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { validJson } from '../http/validate';

/** The staff session cookie: HttpOnly, SameSite=Strict, the whole site (the preview pages read it). */
export const STAFF_COOKIE = 'vitrine_staff';
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

const loginRequest = z.object({ email: z.string().max(254), password: z.string().max(1024) });
const setupRequest = z.object({
  token: z.string().max(100),
  email: z.string().max(254),
  password: z.string().max(1024),
});
const draftRequest = z.object({ doc: z.unknown() });
const publishRequest = z.object({ override_contrast: z.boolean().optional() });

export interface EditorOptions {
  /** The page layer's section schemas and layout check; without them the editor answers 503. */
  schemas: () => EditorSchemas | undefined;
}

/** The cookie's staff session, or null. */
export function staffSessionOf(
  c: Context<AppEnv>,
  token = getCookie(c, STAFF_COOKIE),
): Promise<StaffSession | null> {
  if (!token || !tokenPattern.test(token)) return Promise.resolve(null);
  return findStaffSession(c.get('ctx').db, token, nowOf(c));
}

function writeCookie(c: Context, grant: StaffGrant) {
  const secure = new URL(c.req.url).protocol === 'https:';
  const maxAge = Math.max(0, Math.floor((grant.expiresAt.getTime() - Date.now()) / 1000));
  setCookie(c, STAFF_COOKIE, grant.token, { httpOnly: true, sameSite: 'Strict', path: '/', maxAge, secure });
}

const sessionAnswer = (grant: { staff: { email: string }; csrfToken: string }) => ({
  data: { email: grant.staff.email, csrf_token: grant.csrfToken },
});

/** Every theme's defaults and the inputs the editor builds its forms from. */
function editorSchema(schemas: EditorSchemas) {
  const editable = tokenPaths.filter((path) =>
    /^(color\.|typography\.fontFamily\.|radius\.|space\.)/.test(path),
  );
  return {
    themes: themeNames.map((name) => ({
      name,
      settings: settingsByTheme[name],
      layouts: themeLayouts[name],
      tokens: Object.fromEntries(editable.map((path) => [path, themeTokenValue(name, path) ?? ''])),
    })),
    templates: templateNames,
    sections: schemas.sections,
    settings: z.toJSONSchema(themeSettingsSchema, { unrepresentable: 'any' }),
    token_paths: editable,
    fonts: installedFontFamilies,
    text_pairs: textPairs,
  };
}

export function createEditorRoutes(options: EditorOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const schemas = () => {
    const found = options.schemas();
    if (!found) throw new ApiError(503, 'The editor needs the storefront build (npm run build).');
    return found;
  };

  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  });

  app.post('/login', validJson(loginRequest), (c) =>
    withAccountErrors(c, async () => {
      const previous = getCookie(c, STAFF_COOKIE);
      const grant = await signIn(
        c.get('ctx').db,
        { ...c.req.valid('json'), address: clientAddress(c) },
        nowOf(c),
      );
      // A new sign-in from this browser ends its earlier session.
      const earlier = await staffSessionOf(c, previous);
      if (earlier) await signOut(c.get('ctx').db, earlier.id, nowOf(c));
      writeCookie(c, grant);
      return c.json(sessionAnswer(grant));
    }),
  );

  app.post('/setup', validJson(setupRequest), (c) =>
    withAccountErrors(c, async () => {
      const grant = await redeemSetupToken(c.get('ctx').db, c.req.valid('json'), nowOf(c));
      writeCookie(c, grant);
      return c.json(sessionAnswer(grant), 201);
    }),
  );

  // Everything below needs a session; writes need its CSRF token too.
  app.use('*', async (c, next) => {
    const session = await staffSessionOf(c);
    if (!session) throw new ApiError(401, 'Sign in to use the editor.');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const given = c.req.header('x-csrf-token') ?? '';
      if (!given || !sameSecret(given, session.csrfToken))
        return withAccountErrors(c, () => {
          throw new AccountError('csrf_mismatch', 'CSRF token mismatch.');
        });
    }
    c.set('staff' as never, session as never);
    await next();
  });
  const staffOf = (c: Context<AppEnv>) => c.get('staff' as never) as unknown as StaffSession;

  app.get('/session', (c) => {
    const session = staffOf(c);
    return c.json({ data: { email: session.email, csrf_token: session.csrfToken } });
  });

  app.post('/logout', async (c) => {
    await signOut(c.get('ctx').db, staffOf(c).id, nowOf(c));
    deleteCookie(c, STAFF_COOKIE, { path: '/' });
    return c.body(null, 204);
  });

  app.get('/schema', (c) => c.json({ data: editorSchema(schemas()) }));

  app.get('/draft', async (c) => c.json({ data: await readDraft(c.get('ctx').db) }));

  app.put('/draft', validJson(draftRequest), async (c) => {
    const draft = await saveDraft(
      c.get('ctx').db,
      c.req.valid('json').doc,
      staffOf(c).staffId,
      schemas(),
      nowOf(c),
    );
    const tokens = draft.doc.themes[draft.doc.active]?.tokens ?? {};
    return c.json({ data: { ...draft, contrast: contrastChecks(draft.doc.active, tokens) } });
  });

  app.post('/draft/discard', async (c) => c.json({ data: await discardDraft(c.get('ctx').db) }));

  app.post('/publish', validJson(publishRequest), async (c) => {
    const { override_contrast } = c.req.valid('json');
    const result = await publishDraft(
      c.get('ctx').db,
      { staffId: staffOf(c).staffId, overrideContrast: override_contrast === true },
      schemas(),
      nowOf(c),
    );
    return c.json({ data: result });
  });

  app.get('/media', async (c) => c.json({ data: await listMedia(c.get('ctx').db) }));

  app.post('/media', async (c) => {
    const form = await c.req.formData().catch(() => null);
    const file = form?.get('file');
    if (!(file instanceof File))
      throw new ApiError(422, 'Choose an image file.', { file: ['Choose an image file.'] });
    const item = await uploadMedia(
      c.get('ctx').db,
      c.get('ctx').files,
      new Uint8Array(await file.arrayBuffer()),
      staffOf(c).staffId,
    );
    return c.json({ data: item }, 201);
  });

  app.get('/versions', async (c) => c.json({ data: await listVersions(c.get('ctx').db) }));

  app.post('/versions/:id/restore', async (c) => {
    const id = Number(c.req.param('id'));
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new ApiError(404, 'No such version');
    const result = await restoreVersion(c.get('ctx').db, id, staffOf(c).staffId, schemas(), nowOf(c));
    return c.json({ data: result });
  });

  return app;
}
