/**
 * The draft in the editor: the document, its saving (a short pause after the last change, so the
 * preview follows typing without a request per key), the server's field errors by path, and a
 * counter the preview reloads on. A refused value stays in the form with its error; the last
 * accepted draft stays what the preview shows.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from './api';
import type { DraftState, ThemeDoc } from './types';

export type SaveState = 'saved' | 'saving' | 'invalid' | 'failed';

export function useDraft(initial: DraftState) {
  const [doc, setDoc] = useState<ThemeDoc>(initial.doc);
  const [changed, setChanged] = useState(initial.changed);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [state, setState] = useState<SaveState>('saved');
  const [message, setMessage] = useState('');
  const [previewVersion, setPreviewVersion] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(doc);
  const pending = useRef<Promise<boolean> | null>(null);

  const save = useCallback(async (next: ThemeDoc): Promise<boolean> => {
    setState('saving');
    const result = await call<DraftState>('PUT', '/draft', { doc: next });
    if (latest.current !== next) return result.ok;
    if (result.ok) {
      setErrors({});
      setState('saved');
      setMessage('');
      setChanged(true);
      setPreviewVersion((n) => n + 1);
      return true;
    }
    setErrors(result.errors);
    setState(result.status === 422 ? 'invalid' : 'failed');
    setMessage(result.message);
    return false;
  }, []);

  const update = useCallback(
    (change: (doc: ThemeDoc) => ThemeDoc) => {
      setDoc((current) => {
        const next = change(current);
        latest.current = next;
        clearTimeout(timer.current);
        setState('saving');
        timer.current = setTimeout(() => {
          pending.current = save(next);
        }, 350);
        return next;
      });
    },
    [save],
  );

  /** Saves at once what is waiting (before publishing); whether the draft is accepted. */
  const flush = useCallback(async () => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = undefined;
      return save(latest.current);
    }
    return pending.current ? pending.current : state !== 'invalid';
  }, [save, state]);

  const reset = useCallback((draft: DraftState) => {
    clearTimeout(timer.current);
    latest.current = draft.doc;
    setDoc(draft.doc);
    setChanged(draft.changed);
    setErrors({});
    setState('saved');
    setMessage('');
    setPreviewVersion((n) => n + 1);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { doc, changed, errors, state, message, previewVersion, update, flush, reset };
}

export type Draft = ReturnType<typeof useDraft>;
