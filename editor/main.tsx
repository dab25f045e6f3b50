/**
 * The theme editor's entry (`/admin`, vite.editor.config.ts): the design system's global styles and
 * one theme (venue) for the editor's own look, the en-US messages for the design system's
 * components, then sign-in or the editor.
 */
import '../tokens/global.css';
import '../themes/fonts';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlRoot } from '../lib/i18n';
import enUS from '../locales/en-US.json';
import { themeClasses } from '../themes/classes';
import { App } from './App';
import { call, setCsrfToken } from './api';
import { type Session, SignIn } from './SignIn';

document.documentElement.classList.add(themeClasses.venue);

function Root() {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const setupToken = window.location.pathname.startsWith('/admin/setup')
    ? new URLSearchParams(window.location.search).get('token')
    : null;
  useEffect(() => {
    void call<Session>('GET', '/session').then((result) => {
      if (result.ok) setCsrfToken(result.data.csrf_token);
      setSession(result.ok ? result.data : null);
    });
  }, []);
  if (session === undefined) return null;
  if (session === null) return <SignIn setupToken={setupToken} onSession={(next) => setSession(next)} />;
  return <App session={session} onSignOut={() => setSession(null)} />;
}

createRoot(document.getElementById('editor-root')!).render(
  <StrictMode>
    <IntlRoot messages={enUS}>
      <Root />
    </IntlRoot>
  </StrictMode>,
);
