/**
 * Heart presses handed from the page's always-loaded listener (WishlistHearts.tsx) to the
 * wishlist code, which loads on the first press: presses made before it arrives wait here.
 */
type Handler = (form: HTMLFormElement) => void;

const waiting: HTMLFormElement[] = [];
let handler: Handler | null = null;

export function press(form: HTMLFormElement): void {
  if (handler) handler(form);
  else waiting.push(form);
}

/** Takes over the presses (the ones waiting first); returns the release. */
export function handlePresses(next: Handler): () => void {
  handler = next;
  for (const form of waiting.splice(0)) next(form);
  return () => {
    if (handler === next) handler = null;
  };
}
