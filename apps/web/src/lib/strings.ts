import i18next from 'i18next';
import { catalogueFileLanguage, type CatalogueLoaders } from './catalogue';

/**
 * The app's words come in parts (namespaces): the frame's (app/i18n/en.ts) and each feature's
 * (features/<feature>/<feature>.strings.ts), registered when their code loads. A part's English is
 * in the bundle with its code; its translations are files beside it (`<part>.<language>.strings.ts`)
 * loaded only for the language in use, so a learner downloads their language and their screens' words.
 */
interface Part {
  loaders: Map<string, () => Promise<{ default: object }>>;
  loaded: Set<string>;
}

const parts: Part[] = [];
/** Loads under way, with their language: a screen waits only for the language in use. */
const pending = new Map<Promise<void>, string>();

function addWords(language: string, words: object): void {
  i18next.addResourceBundle(language, 'translation', words, true, true);
}

async function loadPart(part: Part, language: string): Promise<void> {
  if (part.loaded.has(language)) return;
  const load = part.loaders.get(language);
  if (!load) return; // not translated yet: English shows (fallbackLng)
  const words = (await load()).default;
  part.loaded.add(language);
  addWords(language, words);
}

function track(work: Promise<void>, language: string): void {
  const settled = work.catch(() => undefined).finally(() => pending.delete(settled));
  pending.set(settled, language);
}

/**
 * Adds a part of the app's words: its English now and, when the language in use is another, that
 * language's file as soon as it arrives. `translations` is the part's `import.meta.glob` of its
 * translation files. Registering the same words twice is harmless.
 */
export function registerStrings(
  english: object | (() => Promise<{ default: object }>),
  translations: CatalogueLoaders = {},
): void {
  const loaders = new Map<string, () => Promise<{ default: object }>>();
  for (const [path, load] of Object.entries(translations)) {
    const language = catalogueFileLanguage(path);
    if (language) loaders.set(language, load);
  }
  // English given as a loader (the frame's) is a file like the others: loaded only when in use.
  const lazyEnglish = typeof english === 'function';
  if (lazyEnglish) loaders.set('en', english as () => Promise<{ default: object }>);
  const part: Part = { loaders, loaded: new Set(lazyEnglish ? [] : ['en']) };
  parts.push(part);
  const add = () => {
    if (!lazyEnglish) addWords('en', english);
    const language = i18next.language;
    if (language && !part.loaded.has(language)) track(loadPart(part, language), language);
  };
  // A part may load before the frame's i18n.ts has set i18next up (module order): it joins then.
  if (i18next.isInitialized) add();
  else i18next.on('initialized', add);
}

/** Loads every registered part's words in a language (before the screen switches to it). */
export async function loadLanguageWords(language: string): Promise<void> {
  await Promise.all(parts.map((part) => loadPart(part, language)));
}

/**
 * Settles when the words of the parts registered so far have arrived in the language in use: a
 * screen's code waits for it after loading, so it never shows English for a moment first.
 */
export async function catalogueReady(): Promise<void> {
  // Not the loads of a language left meanwhile: they go on, but nothing waits for them.
  const inUse = () => [...pending].filter(([, language]) => language === i18next.language).map(([load]) => load);
  for (let loads = inUse(); loads.length > 0; loads = inUse()) await Promise.all(loads);
}
