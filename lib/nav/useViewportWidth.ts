import { useSyncExternalStore } from 'react';
import { debounce, RESIZE_DEBOUNCE_MS } from './timing';

/** Width assumed while rendering on the server (desktop: CSS corrects mobile layouts before JS). */
export const SERVER_VIEWPORT_WIDTH = 1280;

const subscribe = (onChange: () => void) => {
  // Resize handling is debounced by 200 ms.
  const handler = debounce(onChange, RESIZE_DEBOUNCE_MS);
  window.addEventListener('resize', handler);
  return () => {
    handler.cancel();
    window.removeEventListener('resize', handler);
  };
};

/** The viewport width, updated 200 ms after the last resize. */
export const useViewportWidth = (): number =>
  useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => SERVER_VIEWPORT_WIDTH,
  );
