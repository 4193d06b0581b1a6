import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { flushSync } from 'react-dom';

/**
 * True while the browser prints (beforeprint → afterprint). The change is rendered synchronously
 * in beforeprint: the browser lays out for print right after its handlers return. The setter lets
 * a caller turn print mode on before it calls window.print() itself.
 */
export function usePrinting(): [boolean, Dispatch<SetStateAction<boolean>>] {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return [printing, setPrinting];
}
