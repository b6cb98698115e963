import type { TableName } from '../platform/modules/module-declaration.js';
import { MODULES } from './modules.js';

export type { TableName } from '../platform/modules/module-declaration.js';

/** Tables of the platform layer itself, not of a module: the in-process job queue's. */
const PLATFORM_LAYER_TABLES: readonly TableName[] = ['jobs'];

/**
 * Every table's one owning module, read from the modules' declarations (ARCHITECTURE.md): only that
 * module's repositories read or write it; others ask the owner's service. The structure test holds the
 * code to it and fails for a table of the schema that no declaration names, or that two name.
 */
export const TABLE_OWNERS: Readonly<Record<TableName, string>> = (() => {
  const owners: Partial<Record<TableName, string>> = {};
  for (const table of PLATFORM_LAYER_TABLES) owners[table] = 'platform';
  for (const declaration of MODULES) {
    for (const table of declaration.tables as TableName[]) {
      if (owners[table]) throw new Error(`${table} is declared by ${owners[table]} and ${declaration.name}`);
      owners[table] = declaration.name;
    }
  }
  return owners as Record<TableName, string>;
})();

/**
 * The declared cross-table readers: the access gate's facts (as Immich's AccessRepository is); and a
 * person's data out, which must read every table the registry of personal data declares, whoever owns
 * it, driven by the declarations rather than a copy of each module's queries (it only reads).
 */
export const CROSS_TABLE_READERS = [
  'modules/access/access-facts.repository.ts',
  'modules/privacy/personal-rows.repository.ts',
] as const;

/**
 * The one declared cross-table writer: a person's erasure, which must delete or anonymise the rows of
 * every table the registry of personal data declares, whoever owns it. It is driven by the
 * declarations, as the export's reader is, so that a module's new table is erased as soon as it is
 * declared, and no module keeps its own copy of what erasure means for its rows.
 */
export const CROSS_TABLE_WRITERS = ['modules/privacy/personal-rows-writer.repository.ts'] as const;
