/**
 * The theme editor: the draft's theme, tokens, settings and layouts on the left, the storefront
 * preview of the draft on the right (stacked under 1024 px), publish, discard and history on top.
 * English only (README, "Theme editor").
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, Heading, InlineNotice, Text } from '../components';
import { call, uploadImage } from './api';
import * as styles from './app.css';
import { CheckboxField } from './components/Fields';
import { type PreviewDevice, PreviewFrame } from './components/PreviewFrame';
import type { PickerLists } from './components/SettingsForm';
import { HistoryPanel } from './panels/HistoryPanel';
import { LayoutsPanel } from './panels/LayoutsPanel';
import { SettingsPanel } from './panels/SettingsPanel';
import { ThemePanel } from './panels/ThemePanel';
import { TokensPanel } from './panels/TokensPanel';
import type { Session } from './SignIn';
import type { DraftState, EditorSchema } from './types';
import { useDraft } from './useDraft';

const tabs = ['Theme', 'Tokens', 'Settings', 'Layouts', 'History'] as const;
type Tab = (typeof tabs)[number];

/** Where the preview shows a template. */
function previewPath(template: string, product: string | undefined): string {
  const paths: Record<string, string> = {
    collection: '/collections/all',
    product: product ? `/products/${product}` : '/collections/all',
    reviews: product ? `/products/${product}/reviews` : '/collections/all',
    search: '/search?q=a',
    cart: '/cart',
    '404': '/pages/no-such-page-preview',
    policy: '/policies',
    'account-auth': '/account/login',
    'track-order': '/pages/track-order',
  };
  return paths[template] ?? '/';
}

interface Loaded {
  schema: EditorSchema;
  draft: DraftState;
  live: string;
  pickers: PickerLists;
}

async function storeList(path: string, key: 'slug' | 'handle'): Promise<string[]> {
  try {
    const response = await fetch(path, { headers: { accept: 'application/json' } });
    const json = (await response.json()) as { data?: unknown };
    const items = Array.isArray(json.data) ? json.data : ((json.data as { items?: unknown[] })?.items ?? []);
    return items
      .map((item) => (item as Record<string, unknown>)[key] ?? (item as Record<string, unknown>).handle)
      .filter((value): value is string => typeof value === 'string');
  } catch {
    return [];
  }
}

/** Images of the media library: the generated demo images every theme's layouts use. */
function mediaImages(schema: EditorSchema): string[] {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (typeof node === 'string' && /^\/media\/[a-z]+\/[^/]+\.(?:png|jpe?g|webp)$/i.test(node))
      found.add(node);
    else if (node && typeof node === 'object') for (const child of Object.values(node)) walk(child);
  };
  walk(schema.themes.map((theme) => theme.layouts));
  return [...found].sort();
}

export function App({ session, onSignOut }: { session: Session; onSignOut: () => void }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    void (async () => {
      const [schema, draft, theme] = await Promise.all([
        call<EditorSchema>('GET', '/schema'),
        call<DraftState>('GET', '/draft'),
        fetch('/api/store/theme').then((r) => r.json() as Promise<{ data: { active: string } }>),
      ]);
      if (!schema.ok) return setError(schema.message);
      if (!draft.ok) return setError(draft.message);
      const [collections, products, media] = await Promise.all([
        storeList('/api/store/collections', 'handle'),
        storeList('/api/store/products', 'slug'),
        call<{ url: string }[]>('GET', '/media'),
      ]);
      const uploaded = media.ok ? media.data.map((item) => item.url) : [];
      setLoaded({
        schema: schema.data,
        draft: draft.data,
        live: theme.data.active,
        pickers: { images: [...uploaded, ...mediaImages(schema.data)], collections, products },
      });
    })();
  }, []);
  if (error) return <InlineNotice tone="error">{error}</InlineNotice>;
  if (!loaded) return <Text>Loading the editor…</Text>;
  return <Editor {...loaded} session={session} onSignOut={onSignOut} />;
}

function Editor({
  schema,
  draft: initial,
  live: initialLive,
  pickers,
  session,
  onSignOut,
}: Loaded & {
  session: Session;
  onSignOut: () => void;
}) {
  const draft = useDraft(initial);
  const [images, setImages] = useState(pickers.images);
  const withUpload: PickerLists = {
    ...pickers,
    images,
    upload: async (file) => {
      const result = await uploadImage(file);
      if (!result.ok) return { error: result.message };
      setImages((list) => [result.data.url, ...list]);
      return { url: result.data.url };
    },
  };
  const [tab, setTab] = useState<Tab>('Theme');
  const [template, setTemplate] = useState('home');
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const [live, setLive] = useState(initialLive);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error' | 'warning'; text: string } | null>(null);
  const [contrastBlock, setContrastBlock] = useState<string[] | null>(null);
  const [accept, setAccept] = useState(false);
  const [busy, setBusy] = useState(false);
  const [historyRefresh, setHistoryRefresh] = useState(0);

  const reload = useCallback(async () => {
    const [next, theme] = await Promise.all([
      call<DraftState>('GET', '/draft'),
      fetch('/api/store/theme').then((r) => r.json() as Promise<{ data: { active: string } }>),
    ]);
    if (next.ok) draft.reset(next.data);
    setLive(theme.data.active);
    setHistoryRefresh((n) => n + 1);
  }, [draft]);

  const publish = async (override: boolean) => {
    setBusy(true);
    setNotice(null);
    const accepted = await draft.flush();
    if (!accepted) {
      setBusy(false);
      setNotice({ tone: 'error', text: 'Fix the fields marked in red before publishing.' });
      return;
    }
    const result = await call<{ version: number }>('POST', '/publish', { override_contrast: override });
    setBusy(false);
    if (result.ok) {
      setContrastBlock(null);
      setAccept(false);
      setNotice({ tone: 'success', text: `Published version ${result.data.version}. Shoppers see it now.` });
      await reload();
    } else if (result.status === 409 && result.errors.contrast) {
      setContrastBlock(result.errors.contrast);
    } else {
      setNotice({ tone: 'error', text: result.message });
    }
  };

  const discard = async () => {
    const result = await call<DraftState>('POST', '/draft/discard', {});
    if (result.ok) {
      draft.reset(result.data);
      setNotice({ tone: 'success', text: 'Draft discarded: the editor shows the live store again.' });
    } else setNotice({ tone: 'error', text: result.message });
  };

  const signOut = async () => {
    await call('POST', '/logout', {});
    onSignOut();
  };

  const saveText =
    draft.state === 'saving'
      ? 'Saving draft…'
      : draft.state === 'invalid'
        ? 'Not saved: fix the marked fields'
        : draft.state === 'failed'
          ? `Not saved: ${draft.message}`
          : draft.changed
            ? 'Draft saved (not live)'
            : 'No unpublished changes';
  const productSlug = pickers.products[0];

  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <div className={styles.barTitle}>
          <Heading level="4" as="h1">
            Theme editor
          </Heading>{' '}
          <span className={styles.status} role="status">
            {saveText}
          </span>
        </div>
        <Text size="small" tone="secondary">
          {session.email}
        </Text>
        <Button
          size="small"
          variant="ghost"
          tone="neutral"
          onClick={() => void discard()}
          disabled={!draft.changed}
        >
          Discard draft
        </Button>
        <Button size="small" loading={busy} onClick={() => void publish(false)}>
          Publish
        </Button>
        <Button size="small" variant="transparent" tone="neutral" onClick={() => void signOut()}>
          Sign out
        </Button>
      </header>
      <main className={styles.main}>
        <div className={styles.sidebar}>
          <div className={styles.tabs} role="tablist" aria-label="Editor sections">
            {tabs.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`tab-${name}`}
                aria-controls="editor-panel"
                aria-selected={tab === name}
                className={styles.tab}
                onClick={() => setTab(name)}
              >
                {name}
              </button>
            ))}
          </div>
          {notice || contrastBlock || draft.message ? (
            <div className={styles.notices}>
              {notice ? (
                <InlineNotice tone={notice.tone} onDismiss={() => setNotice(null)}>
                  {notice.text}
                </InlineNotice>
              ) : null}
              {draft.state === 'invalid' && draft.message ? (
                <InlineNotice tone="error">{draft.message}</InlineNotice>
              ) : null}
              {contrastBlock ? (
                <InlineNotice tone="warning">
                  <strong>Not published: text fails WCAG AA contrast.</strong>
                  <ul>
                    {contrastBlock.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                  <CheckboxField
                    label="I understand some text will be hard to read; publish anyway"
                    checked={accept}
                    onChange={(event) => setAccept(event.target.checked)}
                  />
                  <Button
                    size="small"
                    tone="critical"
                    disabled={!accept}
                    loading={busy}
                    onClick={() => void publish(true)}
                  >
                    Publish with contrast override
                  </Button>
                </InlineNotice>
              ) : null}
            </div>
          ) : null}
          <div className={styles.panel} role="tabpanel" id="editor-panel" aria-labelledby={`tab-${tab}`}>
            {tab === 'Theme' ? (
              <ThemePanel draft={draft} themes={schema.themes.map((t) => t.name)} live={live} />
            ) : tab === 'Tokens' ? (
              <TokensPanel draft={draft} schema={schema} />
            ) : tab === 'Settings' ? (
              <SettingsPanel draft={draft} schema={schema} />
            ) : tab === 'Layouts' ? (
              <LayoutsPanel
                draft={draft}
                schema={schema}
                template={template}
                onTemplate={setTemplate}
                pickers={withUpload}
              />
            ) : (
              <HistoryPanel
                refresh={historyRefresh}
                onRestored={() =>
                  void reload().then(() =>
                    setNotice({ tone: 'success', text: 'Version restored: shoppers see it now.' }),
                  )
                }
              />
            )}
          </div>
        </div>
        <div className={styles.previewArea}>
          <PreviewFrame
            path={tab === 'Layouts' ? previewPath(template, productSlug) : '/'}
            version={draft.previewVersion}
            device={device}
            onDevice={setDevice}
          />
        </div>
      </main>
    </div>
  );
}
