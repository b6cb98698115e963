/**
 * The shape of a translation of an English catalogue: the same keys at every depth, each a string.
 * A translation file declares `const hi: Catalogue<NoticesStrings> = { ... }`, so a key it lacks or
 * a key English lacks is a type error; the catalogue check (catalogue-check.test.ts) compares what
 * types cannot: interpolation variables and values left in English.
 */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** A translation file's module, as `import.meta.glob` loads it. */
export interface CatalogueModule {
  default: object;
}

/** Translation files of one namespace by path (`./notices.hi.strings.ts`), from `import.meta.glob`. */
export type CatalogueLoaders = Record<string, () => Promise<CatalogueModule>>;

const FILE_LANGUAGE = /\.([a-z]{2,3}(?:-[a-zA-Z0-9]+)?)\.strings\.ts$/;

/** The language of a translation file from its name (`notices.hi.strings.ts` is hi), or null. */
export function catalogueFileLanguage(path: string): string | null {
  return FILE_LANGUAGE.exec(path)?.[1] ?? null;
}
