import type { StudentDetail } from '@esc/contracts';
import { readJson, writeJson } from './storage';

/** localStorage key of the parent's active child: { parent_uuid, child_uuid }. */
export const ACTIVE_CHILD_STORAGE_KEY = 'esc.activeChild';

interface StoredActiveChild {
  parent_uuid: string;
  child_uuid: string;
}

export function readActiveChild(parentUuid: string): string | null {
  const value = readJson(ACTIVE_CHILD_STORAGE_KEY) as Partial<StoredActiveChild> | null;
  // Keyed by parent so a second account on the same device never inherits the first one's child.
  if (!value || value.parent_uuid !== parentUuid || typeof value.child_uuid !== 'string') return null;
  return value.child_uuid;
}

export function writeActiveChild(parentUuid: string, childUuid: string | null): void {
  writeJson(ACTIVE_CHILD_STORAGE_KEY, childUuid === null ? null : { parent_uuid: parentUuid, child_uuid: childUuid });
}

/** The stored child when still linked, otherwise the first linked child. */
export function resolveActiveChild(children: readonly Pick<StudentDetail, 'uuid'>[], storedUuid: string | null) {
  return children.find((child) => child.uuid === storedUuid)?.uuid ?? children[0]?.uuid ?? null;
}
