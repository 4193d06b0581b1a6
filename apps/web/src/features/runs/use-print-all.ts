import { useCallback, useEffect, useState } from 'react';
import { usePrinting } from '../../lib/use-printing';

/** The chart module, loaded before printing so that no chart prints as its loading spinner. */
const loadCharts = () => import('./components/profile-charts');

// Printing the project output prints every pier case, not only the one chosen on screen (issue 13).
// `printing` is true while the browser prints: from the Print button (which renders the full set,
// lets the charts draw, then opens the print dialog) or from the browser's own print (beforeprint,
// which renders synchronously: the browser lays out for print right after its handlers return).
export function usePrintAll(): { printing: boolean; print: () => void } {
  const [printing, setPrinting] = usePrinting();
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    if (!requested) return;
    // Two frames: the full set is committed and the charts have drawn before the print snapshot.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        setRequested(false);
        window.print();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [requested]);

  const print = useCallback(() => {
    void loadCharts().then(() => {
      setPrinting(true);
      setRequested(true);
    });
  }, [setPrinting]);

  return { printing, print };
}
