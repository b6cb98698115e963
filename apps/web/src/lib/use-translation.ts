import i18next, { type i18n as I18n } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * The words of the language in use, for a component: `const { t, i18n } = useTranslation()`.
 * react-i18next's hook does this and more (namespaces, Suspense, SSR) that the app does not use,
 * at 2.6 KB of the first screen's code that must stay under 150 KB in every language; this one
 * redraws a component when the language changes or a part's words arrive, as that one does. As
 * there, `t` is a new function only when the language changes (effects and memos that depend on it
 * run again then), not when a part's words arrive: a screen's effects must not restart each time
 * another screen's code loads.
 */
let version = 0;
let languageVersion = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function languageChanged(): void {
  languageVersion += 1;
  changed();
}

function watchStore(): void {
  i18next.store.on('added', changed);
}

i18next.on('languageChanged', languageChanged);
if (i18next.isInitialized) watchStore();
else i18next.on('initialized', watchStore);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentVersion = () => version;

export function useTranslation(): { t: typeof i18next.t; i18n: I18n } {
  useSyncExternalStore(subscribe, currentVersion, currentVersion);
  const language = languageVersion;
  const t = useMemo(() => {
    void language; // a new function for each language
    return i18next.t.bind(i18next) as typeof i18next.t;
  }, [language]);
  return { t, i18n: i18next };
}
