// A flag that turns on only once it has held for a while, and off at once: the preview's spinner
// is for a slow answer (a soil edit re-solving every analysis, the first one). A quick answer, most
// keystrokes', would only make it flicker, and putting it up and taking it down again costs the
// page a layout and a paint in the very frames the 100 ms of issue 13 are spent in.
import { useEffect, useState } from 'react';

export function useLasting(flag: boolean, delayMs: number): boolean {
  const [lasting, setLasting] = useState(false);
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setLasting(true), delayMs);
    return () => {
      clearTimeout(timer);
      // the flag dropped (or the delay changed): the next time it is raised, it waits again
      setLasting(false);
    };
  }, [flag, delayMs]);
  return flag && lasting;
}
