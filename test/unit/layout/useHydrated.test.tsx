// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { markHydrated } from '../../../pages/layout/lazySections';
import { useHydrated } from '../../../pages/sections/shared/useHydrated';

// Every value the hook returned, render by render.
let seen: boolean[] = [];
const Probe = () => {
  seen.push(useHydrated());
  return null;
};

const mount = async () => {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(<Probe />));
  return root;
};

afterEach(() => {
  seen = [];
});

// One file, in order: the module-level "root has hydrated" flag only ever turns on.
describe('useHydrated', () => {
  it('is false on the server', () => {
    renderToString(<Probe />);
    expect(seen).toEqual([false]);
  });

  it('before the root has hydrated, renders false first and switches in a later render', async () => {
    const root = await mount();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    act(() => root.unmount());
  });

  it('once the root has hydrated, a component mounted by a client render starts switched', async () => {
    markHydrated();
    const root = await mount();
    expect(seen).toEqual([true]);
    act(() => root.unmount());
  });
});
