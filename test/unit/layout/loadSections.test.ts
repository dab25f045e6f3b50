import { describe, expect, it, vi } from 'vitest';
import { defineSection } from '../../../pages/layout/defineSection';
import { LOAD_FAILED, loadSections } from '../../../pages/layout/loadSections';
import { sanitizeRichText } from '../../../pages/layout/richText';
import { tokenVar } from '../../../pages/layout/themeStyle';
import type { AnySectionDefinition, SectionLoadContext } from '../../../pages/layout/types';

const schema = defineSection({ type: 'x', name: 'X', settings: [] });
const context = { page: { kind: 'home' } } as unknown as SectionLoadContext;
const section = (id: string, type: string) => ({ id, type, settings: {}, blocks: [] });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('loadSections', () => {
  it('starts every load at once instead of one after another', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const started: string[] = [];
    const registry: Record<string, AnySectionDefinition> = {
      a: {
        schema,
        component: () => null,
        load: () => {
          started.push('a');
          return first.promise;
        },
      },
      b: {
        schema,
        component: () => null,
        load: () => {
          started.push('b');
          return second.promise;
        },
      },
    };
    const pending = loadSections([section('1', 'a'), section('2', 'b')], registry, context);
    await vi.waitFor(() => expect(started).toEqual(['a', 'b']));
    second.resolve('B');
    first.resolve('A');
    expect((await pending).map((s) => s.data)).toEqual(['A', 'B']);
  });

  it('awaits critical sections and hands deferred ones over as promises', async () => {
    const slow = deferred<string>();
    const registry: Record<string, AnySectionDefinition> = {
      critical: { schema, component: () => null, load: async () => 'now' },
      later: { schema, component: () => null, load: () => slow.promise, defer: true },
    };
    const loaded = await loadSections([section('1', 'critical'), section('2', 'later')], registry, context);
    expect(loaded[0]).toMatchObject({ deferred: false, data: 'now' });
    expect(loaded[1]?.deferred).toBe(true);
    expect(loaded[1]?.data).toBeInstanceOf(Promise);
    slow.resolve('later');
    await expect(loaded[1]?.data).resolves.toBe('later');
  });

  it('marks only the failing section as failed and keeps the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const registry: Record<string, AnySectionDefinition> = {
      ok: { schema, component: () => null, load: async () => 1 },
      broken: { schema, component: () => null, load: async () => Promise.reject(new Error('store down')) },
      none: { schema, component: () => null },
    };
    const loaded = await loadSections(
      [section('1', 'broken'), section('2', 'ok'), section('3', 'none')],
      registry,
      context,
    );
    expect(loaded.map((s) => s.data)).toEqual([LOAD_FAILED, 1, undefined]);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});

describe('sanitizeRichText', () => {
  it('keeps formatting and safe links but drops scripts, handlers and unsafe hrefs', () => {
    const html =
      '<p class="x" onclick="steal()">Hi <strong>there</strong></p><script>alert(1)</script>' +
      '<a href="/cart" onmouseover="x()">cart</a><a href="javascript:alert(1)">bad</a><img src=x onerror=alert(1)>';
    expect(sanitizeRichText(html)).toBe('<p>Hi <strong>there</strong></p><a href="/cart">cart</a><a>bad</a>');
  });
});

describe('tokenVar', () => {
  it('finds the contract variable of a token path and nothing for unknown paths', () => {
    expect(tokenVar('color.background.body')).toMatch(/^var\(--/);
    expect(tokenVar('color.background')).toBeUndefined();
    expect(tokenVar('color.background.nope')).toBeUndefined();
  });
});
