import i18next, { type i18n as I18n } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * The words of the language in use, for a component: `const { t, i18n } = useTranslation()`.
 * react-i18next's hook does this and more (namespaces, Suspense, SSR) that the app does not use,
 * at 2.6 KB of the first screen's code that must stay under 150 KB in every language; this one
 * redraws a component when the language changes or a part's words arrive, as that one does, and `t`
 * is a new function then, so effects and memos that depend on it run again.
 */
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function watchStore(): void {
  i18next.store.on('added', changed);
}

i18next.on('languageChanged', changed);
if (i18next.isInitialized) watchStore();
else i18next.on('initialized', watchStore);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentVersion = () => version;

export function useTranslation(): { t: typeof i18next.t; i18n: I18n } {
  const seen = useSyncExternalStore(subscribe, currentVersion, currentVersion);
  const t = useMemo(() => {
    void seen; // a new function for each version of the words
    return i18next.t.bind(i18next) as typeof i18next.t;
  }, [seen]);
  return { t, i18n: i18next };
}
