/**
 * Radix's modal scroll lock (react-remove-scroll-bar) sets `--removed-body-scroll-bar-size` on
 * <body> while a dialog or drawer is open. Custom properties are inherited, so that one
 * declaration made the browser recompute the style of every element on the page in the frame the
 * dialog opened (100–150 ms at 4× CPU on a product page). Registered as not inherited it changes
 * <body> alone; nothing here reads it. Runs once, when the first overlay's code loads.
 */
export function registerScrollLockProperty(): void {
  if (typeof CSS === 'undefined' || typeof CSS.registerProperty !== 'function') return;
  try {
    CSS.registerProperty({ name: '--removed-body-scroll-bar-size', syntax: '*', inherits: false });
  } catch {
    // Already registered (another copy of this module, or a hot reload).
  }
}
