import type { EnglishCatalogue } from './catalogue.en.js';

/**
 * The shape of a translation of the English catalogue: the same keys at every depth, each a string.
 * A language file declares `const hi: Catalogue<EnglishCatalogue> = { ... }`, so a key it lacks or a
 * key English lacks is a type error; the catalogue check compares what types cannot (variables,
 * values left in English).
 */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

type PluralSuffix = '_one' | '_other';
type WithoutPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

/** Dotted paths of a catalogue's strings, a plural's forms named once by their base key. */
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${WithoutPlural<K>}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every message the server can say: `notifications.attendanceAbsent.title`, `errors.codes.NOT_FOUND`, ... */
export type MessageKey = Paths<EnglishCatalogue>;

/**
 * A message's values: names and texts as strings, numbers as numbers (formatted in the reader's
 * language), days as YYYY-MM-DD, instants as ISO text, a list of days as an array. JSON, since a
 * notification keeps them to render the message again in whatever language its reader has then.
 */
export type MessageParams = Readonly<Record<string, string | number | readonly string[]>>;

/** A message by key, rendered for each reader in their language. */
export interface MessageRef {
  key: MessageKey;
  params?: MessageParams;
}
