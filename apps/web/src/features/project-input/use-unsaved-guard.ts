// Nothing typed is lost by closing or reloading the tab: while the design input has unsaved
// changes the browser asks first (its own dialog; browsers ignore any custom text).
import { useEffect } from 'react';
import { hasUnsavedInput, useDesignInputDraft } from './draft-store';

export function useUnsavedInputGuard(): void {
  const dirty = useDesignInputDraft(hasUnsavedInput);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
