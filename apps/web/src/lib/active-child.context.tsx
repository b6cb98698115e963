import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ACTIVE_CHILD_STORAGE_KEY, readActiveChild, writeActiveChild } from './active-child';
import { onSessionCleared, useSession } from './session';
import { subscribeKey } from './storage';

interface ActiveChildValue {
  /** The child a parent acts for, as stored; null until chosen (the dashboard then picks the first). */
  storedChildUuid: string | null;
  setActiveChild: (childUuid: string) => void;
}

const ActiveChildContext = createContext<ActiveChildValue | null>(null);

const subscribe = (listener: () => void) => subscribeKey(ACTIVE_CHILD_STORAGE_KEY, listener);

// Forget the child with the session, so the next person on this device starts clean.
onSessionCleared(() => writeActiveChild('', null));

export function ActiveChildProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const parentUuid = session?.uuid ?? null;
  const storedChildUuid = useSyncExternalStore(
    subscribe,
    () => (parentUuid ? readActiveChild(parentUuid) : null),
    () => null,
  );
  const setActiveChild = useCallback(
    (childUuid: string) => {
      if (parentUuid) writeActiveChild(parentUuid, childUuid);
    },
    [parentUuid],
  );
  const value = useMemo(() => ({ storedChildUuid, setActiveChild }), [storedChildUuid, setActiveChild]);
  return <ActiveChildContext.Provider value={value}>{children}</ActiveChildContext.Provider>;
}

export function useActiveChild(): ActiveChildValue {
  const value = useContext(ActiveChildContext);
  if (!value) throw new Error('useActiveChild needs an ActiveChildProvider');
  return value;
}
