import { type RefObject, useEffect, useState } from 'react';
import { NO_HIDDEN_EDGES, type ScrollEdges, scrollEdgesOf } from './sticky-columns';

const same = (a: ScrollEdges, b: ScrollEdges) =>
  a.hiddenStart === b.hiddenStart && a.hiddenEnd === b.hiddenEnd;

/** Which edges of the scrolling box hide content, followed as it scrolls and as it or its content resizes. */
export function useScrollEdges(box: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(NO_HIDDEN_EDGES);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const update = () => {
      const next = scrollEdgesOf(element);
      setEdges((previous) => (same(previous, next) ? previous : next));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    resize?.observe(element);
    if (element.firstElementChild) resize?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [box]);
  return edges;
}
