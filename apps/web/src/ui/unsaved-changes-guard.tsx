import { createContext, type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type Location, useBlocker, useLocation } from 'react-router';
import { errorMessage } from '../lib/api';
import { UnsavedChangesModal } from './unsaved-changes-modal';

/** One place on the page holding edits that leaving would lose, as `useUnsavedChanges` registers it. */
export interface UnsavedChanges {
  dirty: boolean;
  /** Saves the edits; resolves false when an input needs fixing first (the form shows which). */
  save?: () => Promise<boolean>;
  /** The save button's label: Publish for an agent, Save for a form. */
  saveLabel?: string;
  /** Where the edits survive, so going there needs no warning; by default only the same page. */
  keepsEdits?: (next: Location, current: Location) => boolean;
}

type Register = (source: RefObject<UnsavedChanges>) => () => void;

export const UnsavedChangesContext = createContext<Register | null>(null);

const samePage = (next: Location, current: Location) => next.pathname === current.pathname;

/**
 * The router's one blocker (React Router keeps only one), shared by every place with edits: a
 * navigation that would lose any of them waits for the user to save, discard or stay.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const sources = useRef(new Set<RefObject<UnsavedChanges>>());
  const register = useCallback<Register>((source) => {
    sources.current.add(source);
    return () => sources.current.delete(source);
  }, []);

  const losing = useCallback(
    (next: Location, current: Location) =>
      [...sources.current].filter(
        ({ current: edits }) => edits.dirty && !(edits.keepsEdits ?? samePage)(next, current),
      ),
    [],
  );
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
        losing(nextLocation, currentLocation).length > 0,
      [losing],
    ),
  );

  const location = useLocation();
  // Places already saved or discarded for the navigation waiting now.
  const [handled, setHandled] = useState<ReadonlySet<RefObject<UnsavedChanges>>>(new Set());
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const waiting = blocker.state === 'blocked' ? losing(blocker.location, location).filter((s) => !handled.has(s)) : [];
  const asking = waiting[0];

  // The edits that stopped it are gone (their form closed): nothing is lost by going on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !asking) {
      setHandled(new Set());
      blocker.proceed();
    }
  }, [blocker, asking]);

  const settle = (source: RefObject<UnsavedChanges>) => {
    setFailure(null);
    setHandled((done) => new Set([...done, source]));
  };
  const stay = () => {
    setHandled(new Set());
    setFailure(null);
    blocker.reset?.();
  };
  const save = async (source: RefObject<UnsavedChanges>) => {
    const { save: saveEdits } = source.current;
    if (!saveEdits) return;
    setSaving(true);
    try {
      if (await saveEdits()) settle(source);
      else stay();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <UnsavedChangesContext.Provider value={register}>
      {children}
      <UnsavedChangesModal
        opened={asking !== undefined}
        saveLabel={asking?.current.save ? (asking.current.saveLabel ?? 'Save') : undefined}
        saving={saving}
        failure={failure}
        onSave={() => asking && save(asking)}
        onDiscard={() => asking && settle(asking)}
        onStay={stay}
      />
    </UnsavedChangesContext.Provider>
  );
}
