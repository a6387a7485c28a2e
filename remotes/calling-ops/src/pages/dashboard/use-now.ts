import { useEffect, useState } from 'react';

const TICK_MS = 1_000;

/** The current instant, renewed every second while the component is mounted. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
