import { Writable } from 'node:stream';

/**
 * React's output as a web stream with one chunk per flush of React's, not per 4 KB it writes: every
 * chunk costs each later stage (the bootstrap rewrite, the shared cache's copy, compression, the
 * socket) a turn of its own. What React writes in one go is passed on together a microtask later.
 * A reader that goes away (the shopper closed the tab) destroys the sink, which stops React's render;
 * what was still waiting to be passed on is dropped.
 */
export function flushedChunks(onEnd: () => void): { sink: Writable; body: ReadableStream<Uint8Array> } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  let pending: Buffer[] = [];
  let scheduled = false;
  const pass = () => {
    scheduled = false;
    if (!open || pending.length === 0) return;
    controller.enqueue(pending.length === 1 ? pending[0]! : Buffer.concat(pending));
    pending = [];
  };
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(pass);
      }
      callback();
    },
    final(callback) {
      pass();
      onEnd();
      if (open) controller.close();
      open = false;
      callback();
    },
    destroy(error, callback) {
      if (open && error) controller.error(error);
      open = false;
      pending = [];
      callback(error);
    },
  });
  const body = new ReadableStream<Uint8Array>({
    start(given) {
      controller = given;
    },
    cancel() {
      open = false;
      sink.destroy();
    },
  });
  return { sink, body };
}
