import { describe, expect, it, vi } from 'vitest';
import { flushedChunks } from '../../../pages/flushedChunks.server';

const read = async (body: ReadableStream<Uint8Array>) => {
  const chunks: string[] = [];
  const reader = body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks.push(Buffer.from(next.value).toString());
  }
  return chunks;
};

describe('flushedChunks', () => {
  it('passes what is written in one go as one chunk, later writes as the next, then ends', async () => {
    const onEnd = vi.fn();
    const { sink, body } = flushedChunks(onEnd);
    const chunks = read(body);
    sink.write('<html>');
    sink.write('<body>');
    await new Promise((go) => setTimeout(go));
    sink.write('<p>later</p>');
    sink.end('</body></html>');
    expect(await chunks).toEqual(['<html><body>', '<p>later</p></body></html>']);
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('drops what is pending when the reader goes away, and stops the writer', async () => {
    const { sink, body } = flushedChunks(() => {});
    const reader = body.getReader();
    sink.write('<html>');
    await reader.cancel();
    // The pending write's turn comes after the cancel: nothing is thrown.
    await new Promise((go) => setTimeout(go));
    expect(sink.destroyed).toBe(true);
  });

  it('fails the stream when the writer fails', async () => {
    const { sink, body } = flushedChunks(() => {});
    const chunks = read(body);
    // React's pipe listens for the sink's errors.
    sink.on('error', () => {});
    sink.destroy(new Error('render failed'));
    await expect(chunks).rejects.toThrow('render failed');
  });
});
