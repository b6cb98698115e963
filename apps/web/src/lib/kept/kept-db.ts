import type { ContentDetail, KeptFileRole, PlayerContentKind } from '@esc/contracts';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { KEPT_DB_NAME, KEPT_DB_VERSION } from './kept-names';

/** Where the person kept it from, said on the storage page ("Chapter: Motion"). */
export interface KeepSource {
  type: 'chapter' | 'learn-list' | 'item';
  name: string;
}

export interface KeptItemFile {
  key: string;
  role: KeptFileRole;
  /** The stable address it is stored under (kept-names.ts keptFileAddress). */
  address: string;
  size: number;
  contentType: string;
  done: boolean;
}

/** One kept content of one person, for themselves or (a parent) for a child. */
export interface KeptItem {
  /** `${owner}:${contentId}` */
  id: string;
  owner: string;
  /** The child a parent kept it for (the grant and the check name them); null for oneself. */
  forUuid: string | null;
  contentId: number;
  title: string;
  kind: PlayerContentKind;
  files: KeptItemFile[];
  size: number;
  keptAt: number;
  /** Unix ms until which the grant holds without a new check (renewed by each check). */
  keepUntil: number;
  /** Every file is on the device. */
  complete: boolean;
  source: KeepSource;
  /** The player's details as they were when kept: what it opens offline (links point at kept files). */
  detail: ContentDetail | null;
  /** An interactive lesson's JSON, read through the API when kept. */
  lesson: unknown;
}

/** The bytes of a download that stopped, kept so it goes on from there (fetch with Range). */
export interface KeptPartial {
  /** `${owner}|${address}` */
  id: string;
  /** Saved in parts of about SAVE_EVERY_BYTES (bytes, which every IndexedDB stores as they are). */
  chunks: Uint8Array<ArrayBuffer>[];
  bytes: number;
}

export interface KeptMeta {
  name: string;
  value: unknown;
}

interface KeptSchema extends DBSchema {
  items: { key: string; value: KeptItem; indexes: { owner: string } };
  partials: { key: string; value: KeptPartial };
  meta: { key: string; value: KeptMeta };
}

export type KeptDb = IDBPDatabase<KeptSchema>;

let opening: Promise<KeptDb> | null = null;

/** The kept index, opened once per page (or worker). */
export function openKeptDb(): Promise<KeptDb> {
  opening ??= openDB<KeptSchema>(KEPT_DB_NAME, KEPT_DB_VERSION, {
    upgrade(db) {
      const items = db.createObjectStore('items', { keyPath: 'id' });
      items.createIndex('owner', 'owner');
      db.createObjectStore('partials', { keyPath: 'id' });
      db.createObjectStore('meta', { keyPath: 'name' });
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

export const keptItemId = (owner: string, contentId: number) => `${owner}:${contentId}`;

export async function readMeta<T>(db: KeptDb, name: string): Promise<T | undefined> {
  return (await db.get('meta', name))?.value as T | undefined;
}

export async function writeMeta(db: KeptDb, name: string, value: unknown): Promise<void> {
  await db.put('meta', { name, value });
}
