/** The cart note holds at most 500 characters. */
export const CART_NOTE_MAX = 500;

/** Typing saves after a 300 ms throttle. */
export const CART_NOTE_THROTTLE_MS = 300;

/** Cuts a note to the limit (a paste can overshoot `maxLength` in some browsers). */
export const clampNote = (note: string, max = CART_NOTE_MAX): string =>
  note.length > max ? note.slice(0, max) : note;

/** A note is sent only when it differs from the stored one. */
export const shouldSaveNote = (note: string, stored: string): boolean => note !== stored;

export interface NoteSaver {
  /** The shopper typed: save at most once per throttle window, with the latest text. */
  input: (note: string) => void;
  /** The field lost focus: save now (if changed) and drop any pending throttled save. */
  flush: (note: string) => void;
  /** Drops a pending save (unmount). */
  cancel: () => void;
}

/**
 * Schedules cart-note saves: on blur, and while typing after a
 * 300 ms throttle; each save only when the text differs from what was last
 * stored. `getStored` is read at save time, so a save that lands in between
 * is respected.
 */
export const createNoteSaver = ({
  save,
  getStored,
  throttleMs = CART_NOTE_THROTTLE_MS,
}: {
  save: (note: string) => void;
  getStored: () => string;
  throttleMs?: number;
}): NoteSaver => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: string | undefined;

  const saveIfChanged = (note: string) => {
    if (shouldSaveNote(note, getStored())) save(note);
  };
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };

  return {
    input: (note) => {
      pending = note;
      // Throttle, not debounce: a steady typist still saves every 300 ms.
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        const latest = pending;
        timer = undefined;
        pending = undefined;
        if (latest !== undefined) saveIfChanged(latest);
      }, throttleMs);
    },
    flush: (note) => {
      cancel();
      saveIfChanged(note);
    },
    cancel,
  };
};
