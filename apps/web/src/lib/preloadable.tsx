import { lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code loads on demand, as React.lazy, that can also be loaded ahead
 * (`preload`, in the browser's idle time). Mounted after its code has loaded, it renders at once:
 * a React.lazy component suspends on its first render even then, its Suspense fallback shows, and
 * React holds the content back after a fallback (its reveal throttle, some 300 ms). Opening the
 * Input tab showed its soil table after 476 ms and the live preview's panel after 761 ms, each
 * mostly that wait. The choice is made once a mount, so a mounted one is never swapped (its state
 * would be lost).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const remember = (component: ComponentType<P>) => {
    loaded = component;
    return component;
  };
  const Lazy = lazy(() => load().then((component) => ({ default: remember(component) })));
  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (component) => {
        remember(component);
      },
      () => {
        loading = null; // a failed fetch is tried again by the next preload or the first render
      },
    ));
  return { Component: Preloadable, preload };
}

/** Runs `work` when the browser is idle (at the latest after 2 s); returns what cancels it. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = window.setTimeout(work, 300);
    return () => window.clearTimeout(timer);
  }
  const handle = requestIdleCallback(work, { timeout: 2000 });
  return () => cancelIdleCallback(handle);
}
