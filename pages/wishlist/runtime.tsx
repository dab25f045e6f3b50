/**
 * The wishlist in the browser, loaded on the first heart press or, for a logged-in shopper, when
 * the page is idle (WishlistHearts.tsx). It keeps the customer's saved product ids, sets
 * `aria-pressed` on every heart of the page (`button[data-wishlist-product]`) — also on hearts
 * that appear later (client navigation, streamed sections) — and turns a press into a save or a
 * removal, shown at once and undone when the store refuses. A guest, or a store answering 401,
 * gets the login dialog; the pressed heart waits in session storage and is saved once the page
 * comes back logged in. Each outcome is a toast: `wishlist_tips_type_1` added, `_2` removed, `_3`
 * full, anything else an error.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { InlineNotice } from '../../components';
import { useIntl } from '../../lib/i18n/intl';
import { ScopedMessages } from '../../lib/i18n/ScopedMessages';
import { isWishlistSuccess, wishlistTipsMessageId } from '../../lib/wishlist/wishlist';
import wishlistMessages from '../../locales/en-US.json?scope=wishlist';
import { vars } from '../../tokens/contract.css';
import { zIndex } from '../../tokens/zIndex';
import { CUSTOMER_HINT_COOKIE, hasCustomerHint } from '../account/customerHint';
import { loadCustomerState } from '../account/customerState';
import { useLoginDialog } from '../account/useLoginDialog';

/** Takes over the presses: the ones waiting first (each once), then every later one; returns the release. */
function handlePresses(presses: HeartPresses, next: (form: HTMLFormElement) => void): () => void {
  const waiting = new Set(presses.splice(0));
  presses.push = (...forms: HTMLFormElement[]) => {
    for (const form of forms) next(form);
    return 0;
  };
  for (const form of waiting) next(form);
  return () => {
    presses.push = Array.prototype.push;
  };
}

/** The session's CSRF token travels in this header (api/session.ts `CSRF_HEADER`; not imported, so
 * this chunk does not split that module out of the store client's). */
/**
 * The heart forms pressed before this code arrived; it then takes over the array's `push`, so the
 * page's listener (WishlistHearts.tsx) hands every later press straight here.
 */
export type HeartPresses = HTMLFormElement[];

/**
 * The outcome's place: over the page at the bottom, at the end on wide screens (inline, so this
 * chunk brings no stylesheet of its own).
 */
const noticeStyle = {
  position: 'fixed',
  zIndex: zIndex.toast,
  insetBlockEnd: vars.space.large,
  insetInline: vars.space.medium,
  maxInlineSize: '24rem',
  marginInlineStart: 'auto',
  boxShadow: vars.shadow.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surface,
  overflow: 'hidden',
} as const;

const PENDING_KEY = 'vitrine_wishlist_pending';
const ENDPOINT = '/api/store/wishlist';

interface Pending {
  productId: string;
  variantId: string | null;
}

/** The saved ids as the page knows them; null until the store said. */
let saved: Set<string> | null = null;

function paintHearts(): void {
  if (!saved) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-wishlist-product]')) {
    const pressed = String(saved.has(button.dataset.wishlistProduct ?? ''));
    if (button.getAttribute('aria-pressed') !== pressed) button.setAttribute('aria-pressed', pressed);
  }
}

const clearHint = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed name-value pair, as customerState.ts clears it.
  document.cookie = `${CUSTOMER_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
};

function readPending(): Pending | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(PENDING_KEY) ?? 'null') as Pending | null;
    return value && typeof value.productId === 'string' ? value : null;
  } catch {
    return null;
  }
}

function writePending(pending: Pending | null): void {
  try {
    if (pending) window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
    else window.sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Private modes may refuse storage: the heart is then simply not applied after logging in.
  }
}

type Outcome = { kind: 'tips'; tipsType: number } | { kind: 'login' } | { kind: 'failed' };

async function loadSaved(): Promise<boolean> {
  try {
    const response = await fetch(ENDPOINT, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (response.status === 401) {
      clearHint();
      return false;
    }
    if (!response.ok) return false;
    const body = (await response.json()) as { data?: { product_ids?: number[] } };
    saved = new Set((body.data?.product_ids ?? []).map(String));
    paintHearts();
    return true;
  } catch {
    return false;
  }
}

async function change(method: 'POST' | 'DELETE', target: Pending, key: string): Promise<Outcome> {
  const { csrfToken } = await loadCustomerState(key);
  if (!csrfToken) return { kind: 'login' };
  try {
    const response = await fetch(ENDPOINT, {
      method,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-csrf-token': csrfToken },
      body: JSON.stringify({
        product_id: Number(target.productId),
        ...(target.variantId ? { variant_id: Number(target.variantId) } : {}),
      }),
    });
    if (response.status === 401) {
      clearHint();
      return { kind: 'login' };
    }
    const body = (await response.json().catch(() => ({}))) as {
      data?: { tips_type?: number; product_ids?: number[] };
    };
    const tipsType = body.data?.tips_type;
    if (typeof tipsType !== 'number') return { kind: 'failed' };
    if (body.data?.product_ids) saved = new Set(body.data.product_ids.map(String));
    return { kind: 'tips', tipsType };
  } catch {
    return { kind: 'failed' };
  }
}

const Runtime = ({ presses }: { presses: HeartPresses }) => {
  const intl = useIntl();
  const login = useLoginDialog();
  const location = useLocation();
  const [notice, setNotice] = useState<{ key: number; tone: 'success' | 'error'; message: string } | null>(
    null,
  );
  // An outcome stays five seconds (or until closed).
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 5000);
    return () => clearTimeout(timer);
  }, [notice]);
  const keyRef = useRef(location.pathname);
  keyRef.current = location.pathname;

  const say = useCallback(
    (outcome: Outcome) => {
      if (outcome.kind === 'login') return;
      const id = outcome.kind === 'tips' ? wishlistTipsMessageId(outcome.tipsType) : 'wishlist.error';
      const tone = outcome.kind === 'tips' && isWishlistSuccess(outcome.tipsType) ? 'success' : 'error';
      const message = intl.formatMessage({ id });
      setNotice({ key: Date.now(), tone, message });
    },
    [intl],
  );

  const askToLogIn = useCallback(
    (target: Pending) => {
      writePending(target);
      login.open(intl.formatMessage({ id: 'wishlist.loginReason' }));
    },
    [login.open, intl],
  );

  // Every heart on the page follows the list, also hearts added to the page later.
  useEffect(() => {
    let frame = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(paintHearts);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  // Each page (and the same page after logging in): the list, then a heart pressed before logging in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per location entry
  useEffect(() => {
    if (!hasCustomerHint(document.cookie)) return;
    let live = true;
    void (async () => {
      if (!(await loadSaved()) || !live) return;
      const pending = readPending();
      if (!pending) return;
      writePending(null);
      const outcome = await change('POST', pending, keyRef.current);
      if (!live) return;
      paintHearts();
      say(outcome);
    })();
    return () => {
      live = false;
    };
  }, [location.key]);

  useEffect(
    () =>
      handlePresses(presses, (form) => {
        const productId = String(new FormData(form).get('product_id') ?? '');
        if (!productId) return;
        const variant = form.hasAttribute('data-wishlist-variant-from-address')
          ? new URLSearchParams(window.location.search).get('variant')
          : new FormData(form).get('variant_id');
        const target: Pending = { productId, variantId: variant ? String(variant) : null };
        if (!hasCustomerHint(document.cookie)) {
          askToLogIn(target);
          return;
        }
        const heart = document.querySelector(`button[form="${CSS.escape(form.id)}"]`);
        const wasSaved = saved ? saved.has(productId) : heart?.getAttribute('aria-pressed') === 'true';
        // Shown at once; the store's answer (or a refusal) sets it right.
        const before = saved;
        saved = new Set(saved ?? []);
        if (wasSaved) saved.delete(productId);
        else saved.add(productId);
        paintHearts();
        void change(wasSaved ? 'DELETE' : 'POST', target, keyRef.current).then((outcome) => {
          // A refusal with tips (full) came with the store's list; without an answer, undo.
          if (outcome.kind !== 'tips') saved = before;
          paintHearts();
          if (outcome.kind === 'login') askToLogIn(target);
          else say(outcome);
        });
      }),
    [presses, askToLogIn, say],
  );

  const bubble = notice ? (
    <div style={noticeStyle} key={notice.key}>
      <InlineNotice tone={notice.tone} live="off" onDismiss={() => setNotice(null)}>
        {notice.message}
      </InlineNotice>
    </div>
  ) : null;

  return (
    <>
      {login.element}
      {/* Both live regions are always there, so what appears in them is announced. */}
      <div role="status">{notice?.tone === 'success' ? bubble : null}</div>
      <div role="alert">{notice?.tone === 'error' ? bubble : null}</div>
    </>
  );
};

export default function WishlistRuntime({ queue }: { queue: HeartPresses }) {
  return (
    <ScopedMessages messages={wishlistMessages}>
      <Runtime presses={queue} />
    </ScopedMessages>
  );
}
