import { isPersonal, looksPersonal, parseVia, type TablePrivacy } from './personal-data.js';

export interface SchemaTable {
  name: string;
  columns: readonly string[];
}

/** Where the check reads a table's declaration: its owner module's registry. */
export interface DeclaredTable {
  module: string;
  privacy: TablePrivacy | undefined;
}

/**
 * What the registry lacks or states wrongly against the schema: a table without a declaration, a
 * column that looks personal and is declared nowhere, a declared column the table does not have, and
 * a table said to name nobody that has a person's column. Empty when the registry is true.
 */
export function registryProblems(
  tables: readonly SchemaTable[],
  declarationOf: (table: string) => DeclaredTable | undefined,
): string[] {
  const problems: string[] = [];
  for (const table of tables) {
    const declared = declarationOf(table.name);
    if (!declared?.privacy) {
      problems.push(`${table.name}: no personal-data declaration${declared ? ` in module ${declared.module}` : ''}`);
      continue;
    }
    problems.push(...tableProblems(table, declared.privacy), ...viaProblems(table, declared.privacy, tables));
  }
  return problems;
}

/** A `via` reads "column -> table.column", and both tables have the columns it names. */
function viaProblems(table: SchemaTable, privacy: TablePrivacy, tables: readonly SchemaTable[]): string[] {
  if (!isPersonal(privacy) || privacy.via === undefined) return [];
  let via;
  try {
    via = parseVia(privacy.via);
  } catch {
    return [`${table.name}: via "${privacy.via}" does not read "column -> table.column"`];
  }
  const target = tables.find((t) => t.name === via.table);
  const missing = [
    ...(table.columns.includes(via.column) ? [] : [`${table.name}.${via.column}`]),
    ...(target?.columns.includes(via.column) ? [] : [`${via.table}.${via.column}`]),
    ...(target?.columns.includes(via.personColumn) ? [] : [`${via.table}.${via.personColumn}`]),
  ];
  return missing.map((column) => `${table.name}: via names ${column}, which the schema does not have`);
}

function tableProblems(table: SchemaTable, privacy: TablePrivacy): string[] {
  const problems: string[] = [];
  const notPeople = Object.keys(privacy.notPeople ?? {});
  const declared = isPersonal(privacy)
    ? [...Object.keys(privacy.people), ...Object.keys(privacy.data ?? {}), ...notPeople]
    : notPeople;
  for (const column of table.columns) {
    if (looksPersonal(column) && !declared.includes(column)) {
      problems.push(
        isPersonal(privacy)
          ? `${table.name}.${column}: looks personal and is not declared`
          : `${table.name}.${column}: looks personal, and the table is declared to name nobody`,
      );
    }
  }
  for (const column of declared) {
    if (!table.columns.includes(column))
      problems.push(`${table.name}.${column}: declared, but the table has no such column`);
  }
  if (isPersonal(privacy)) {
    const reaches = Object.keys(privacy.people).length > 0 || privacy.via !== undefined;
    if (!reaches && !privacy.data) problems.push(`${table.name}: personal, but names no person and holds no data`);
    for (const column of privacy.strip ?? []) {
      if (!table.columns.includes(column))
        problems.push(`${table.name}.${column}: stripped, but the table has no such column`);
    }
    for (const column of privacy.secret ?? []) {
      if (!table.columns.includes(column))
        problems.push(`${table.name}.${column}: secret, but the table has no such column`);
    }
  }
  return problems;
}
