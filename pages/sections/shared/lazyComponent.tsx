import { type ComponentType, use } from 'react';

type Loading<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * A component whose code is not in the page's first JavaScript: in the browser it loads on first
 * render (wrap it in `<Suspense>`; hydration keeps the server HTML until it arrives). On the
 * server the import starts when this module loads, and `use` reads a settled promise at once, so
 * even the first server render after a start writes the component into the page itself rather
 * than streaming it later — a shopper without JavaScript would never see streamed content.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Loading<ComponentType<P>> | undefined;
  const start = () => {
    if (loading) return loading;
    const promise: Loading<ComponentType<P>> = load().then((component) => {
      promise.status = 'fulfilled';
      promise.value = component;
      return component;
    });
    loading = promise;
    return promise;
  };
  if (import.meta.env.SSR) void start();
  // biome-ignore lint/correctness/noComponentHookFactories: called once per component, at module level.
  return function LazyComponent(props: P) {
    const Component = use(start() as Promise<ComponentType<P>>);
    return <Component {...props} />;
  };
}
