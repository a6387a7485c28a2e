import {
  type ComponentType,
  createContext,
  createElement,
  type FunctionComponent,
  type ReactNode,
  useContext,
  useEffect,
  useState,
} from 'react';

/** A remote's page whose code loads on first use, and which the host can load ahead of rendering it. */
export interface LazyPage extends FunctionComponent {
  /** Loads the page's code (once; later calls share the load; after a failure the next call tries again). */
  preload(): Promise<void>;
}

/** What a page shows while its code loads (the host provides its spinner). */
export const PageLoadingContext = createContext<ReactNode>(null);

type Outcome = { Component: ComponentType } | { error: unknown } | null;

/**
 * A page whose code loads on first use, without Suspense: a suspended page would keep its fallback for React's
 * 300 ms reveal throttle even when its chunk arrives a moment later; this one renders as soon as its code is
 * there, and at once when it was preloaded (the host preloads the page the console opens with). A failed load
 * throws to the page's error boundary.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // A failed load is not kept: the next use (a page opened after a failed preload ahead) asks again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per route at module load
  function Page() {
    const fallback = useContext(PageLoadingContext);
    const [outcome, setOutcome] = useState<Outcome>(() => (loaded ? { Component: loaded } : null));
    useEffect(() => {
      if (outcome) return;
      let current = true;
      preload().then(
        () => current && setOutcome({ Component: loaded as ComponentType }),
        (error: unknown) => current && setOutcome({ error }),
      );
      return () => {
        current = false;
      };
    }, [outcome]);
    if (outcome && 'error' in outcome) throw outcome.error;
    return outcome ? createElement(outcome.Component) : fallback;
  }
  return Object.assign(Page, { preload });
}
