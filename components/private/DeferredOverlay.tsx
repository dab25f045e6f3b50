import {
  Component,
  type ComponentType,
  cloneElement,
  type FunctionComponent,
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
  startTransition,
  useState,
} from 'react';

/** An overlay component whose code loads on first use, with a way to start the download early. */
export interface DeferredComponent<P> {
  Component: FunctionComponent<P>;
  /**
   * Starts the download once; call it when the shopper shows intent (pointer over, focus).
   * Settles when the code is in or has failed to load (never rejects).
   */
  preload: () => Promise<void>;
  /** Whether the code is in (it then renders without suspending). */
  loaded: () => boolean;
}

/**
 * Wraps an overlay no page needs before the shopper opens it (a Radix dialog, drawer or popover)
 * so its code stays out of the page's initial JavaScript (the product page's budget).
 * `load` must use a dynamic `import()` of the component's own module, not of the barrel.
 */
export function deferredComponent<P>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const start = () => {
    pending ??= load().then((Loaded) => {
      loaded = Loaded;
      return { default: Loaded };
    });
    return pending;
  };
  const Lazy = lazy(start) as unknown as ComponentType<P>;
  /**
   * Code already in (preloaded on intent) renders in the same commit as the click that opened
   * it. A lazy component suspends at least once even then, and React holds the reveal of a
   * Suspense boundary that has just shown its fallback for up to 300 ms — the overlay would
   * appear a quarter of a second late. The type is chosen once per mount, so it never remounts.
   */
  // biome-ignore lint/correctness/noComponentHookFactories: made once per overlay, at module level.
  const Deferred: FunctionComponent<P> = (props) => {
    const [Type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Type {...(props as P & object)} />;
  };
  return {
    Component: Deferred,
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
    loaded: () => !!loaded,
  };
}

/** Keeps the page when the overlay's code cannot load: the trigger stays, the overlay does not open. */
class OverlayBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface DeferredOverlayProps {
  /** The overlay has been asked for (first opened); until then only the trigger renders. */
  requested: boolean;
  /** The element that opens the overlay, as it renders before the overlay's code is there. */
  trigger: ReactElement<Record<string, unknown>>;
  /** The trigger was activated before the overlay was loaded: open it (and so request it). */
  onRequest: () => void;
  /** Starts downloading the overlay's code; settles once it is in (or has failed). */
  preload: () => Promise<void>;
  /** Whether the overlay's code is in (a DeferredComponent's `loaded`). */
  loaded?: () => boolean;
  /** The overlay (a DeferredComponent's `Component`, given the same trigger). */
  children: ReactNode;
}

/**
 * The trigger of a lazily loaded overlay. On the server and until the first activation it is the
 * plain trigger (same markup on both sides, so hydration matches), announcing the popup it opens;
 * hovering or focusing it starts the download; activating it requests the overlay, which then
 * renders — with the trigger inside it, so focus returns there on close — once its code is in.
 *
 * The overlay always mounts as a transition with its code already in: the press paints at once,
 * and rendering the dialog (a search box, a whole menu) yields to the browser instead of holding
 * the next frame. A press that beats the code (a tap has no hover to start it early) waits for it
 * first: requested before its code, the overlay suspended, and a chunk that arrived within the
 * frame made the whole dialog render before the press could paint.
 */
export const DeferredOverlay = ({
  requested,
  trigger,
  onRequest,
  preload,
  loaded,
  children,
}: DeferredOverlayProps) =>
  requested ? (
    <OverlayBoundary fallback={trigger}>
      <Suspense fallback={trigger}>{children}</Suspense>
    </OverlayBoundary>
  ) : (
    cloneElement(trigger, {
      'aria-haspopup': 'dialog',
      'aria-expanded': false,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => {
        if (loaded?.()) startTransition(onRequest);
        else void preload().then(() => startTransition(onRequest));
      },
    })
  );
