import { describe, expect, it, vi } from 'vitest';
import { defaultMessages } from '../../../lib/i18n/loadMessages';
import { packs } from '../../../lib/i18n/packCache';
import { loadPack, withRetries } from '../../../lib/i18n/packLoader';

const noWait = () => Promise.resolve();

describe('withRetries', () => {
  it('tries again after each pause and answers with the first success', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('pack');
    const waits: number[] = [];
    await expect(
      withRetries(load, [300, 1200], async (ms) => {
        waits.push(ms);
      }),
    ).resolves.toBe('pack');
    expect(load).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([300, 1200]);
  });

  it('gives up with the last error once every try failed', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('still offline'));
    await expect(withRetries(load, [1, 1], noWait)).rejects.toThrow('still offline');
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('loadPack', () => {
  it('keeps a pack that loads on a retry, merged over the en-US messages', async () => {
    const importPack = vi
      .fn<() => Promise<Record<string, string>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ 'language.label': 'Sprache' });
    await expect(loadPack('de-DE', { importPack, wait: noWait })).resolves.toBe(true);
    const messages = packs.loaded.get('de-DE') as Record<string, unknown>;
    expect(messages['language.label']).toBe('Sprache');
    expect(messages['cart.badge.label']).toBe(
      (defaultMessages as Record<string, unknown>)['cart.badge.label'],
    );
    expect(packs.failed.has('de-DE')).toBe(false);
    // Loaded once per page: asking again loads nothing.
    await loadPack('de-DE', { importPack, wait: noWait });
    expect(importPack).toHaveBeenCalledTimes(2);
    // With it come the URL rules for links written in code.
    expect(packs.localize?.('/cart', 'de-DE')).toBe('/de/cart');
  });

  it('records a pack that fails every try, so the page shows en-US and says so', async () => {
    const importPack = vi.fn<() => Promise<Record<string, string>>>().mockRejectedValue(new Error('offline'));
    await expect(loadPack('fr-FR', { importPack, wait: noWait })).resolves.toBe(false);
    expect(importPack).toHaveBeenCalledTimes(3);
    expect(packs.failed.has('fr-FR')).toBe(true);
    expect(packs.loaded.has('fr-FR')).toBe(false);
    // Its links stay in French all the same.
    expect(packs.localize?.('/cart', 'fr-FR')).toBe('/fr/cart');
  });

  it('asks for one pack once however many ask at the same time', async () => {
    const importPack = vi.fn(() => Promise.resolve({ 'language.label': '言語' }));
    await Promise.all([
      loadPack('ja-JP', { importPack, wait: noWait }),
      loadPack('ja-JP', { importPack, wait: noWait }),
    ]);
    expect(importPack).toHaveBeenCalledTimes(1);
  });

  it('never loads anything for en-US, which every page has', async () => {
    const importPack = vi.fn(() => Promise.resolve({}));
    await expect(loadPack('en-US', { importPack })).resolves.toBe(true);
    expect(importPack).not.toHaveBeenCalled();
  });
});
