import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { type UnsavedChanges, UnsavedChangesContext } from './unsaved-changes-guard';

/**
 * Never lose edits silently: while `dirty`, leaving for another page asks first (save, discard or
 * stay), and a reload or a closed tab gets the browser's own warning.
 */
export function useUnsavedChanges(edits: UnsavedChanges) {
  const register = useContext(UnsavedChangesContext);
  if (!register) throw new Error('useUnsavedChanges is used outside UnsavedChangesGuard.');
  const latest = useRef(edits);
  // The router asks at the moment of navigating, so it reads the edits as they are now.
  useLayoutEffect(() => {
    latest.current = edits;
  });
  useEffect(() => register(latest), [register]);

  const { dirty } = edits;
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
