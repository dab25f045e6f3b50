/** Toast tones: a response's notices/errors/success to warning/error/success. */
export type ToastTone = 'warning' | 'error' | 'success';

export interface ToastMessage {
  id: string;
  tone: ToastTone;
  message: string;
}

/** The message lists a store response may carry. */
export interface ResponseMessages {
  notices?: readonly string[];
  errors?: readonly string[];
  success?: readonly string[];
}

/**
 * Turns a response's message lists into toasts: notices → warning,
 * errors → error, success → success. Blank and repeated messages are skipped;
 * ids are stable for the same text so a re-render does not re-announce.
 */
export const noticesFromResponse = ({
  notices = [],
  errors = [],
  success = [],
}: ResponseMessages): ToastMessage[] => {
  const seen = new Set<string>();
  const out: ToastMessage[] = [];
  const add = (tone: ToastTone, list: readonly string[]) => {
    for (const raw of list) {
      const message = raw.trim();
      const id = `${tone}:${message}`;
      if (message === '' || seen.has(id)) continue;
      seen.add(id);
      out.push({ id, tone, message });
    }
  };
  add('error', errors);
  add('warning', notices);
  add('success', success);
  return out;
};
