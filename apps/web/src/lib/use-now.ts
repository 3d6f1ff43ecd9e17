import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` so wording such as "Tonight" turns over on its own. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}
