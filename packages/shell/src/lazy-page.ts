import { type ComponentType, createElement, type FunctionComponent, lazy, useState } from 'react';

/** A remote's page whose code loads on first use, and which the host can load ahead of rendering it. */
export interface LazyPage extends FunctionComponent {
  /** Loads the page's code (once; later calls share the load). */
  preload(): Promise<void>;
}

/**
 * Like React.lazy, but a page whose code is already there renders at once instead of suspending: a suspended
 * page shows its fallback for at least React's 300 ms reveal throttle, even when its chunk arrives a moment later.
 * The host preloads the page of the route it is about to show.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
    });
    return loading;
  };
  const Suspending = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per route at module load
  function Page() {
    // Chosen once per mount: switching between the two would remount the page.
    const [Component] = useState<ComponentType>(() => loaded ?? Suspending);
    return createElement(Component);
  }
  return Object.assign(Page, { preload });
}
