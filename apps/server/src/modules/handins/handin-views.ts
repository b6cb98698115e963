import type { Handin, HandinFile } from '@esc/contracts';
import { handinStanding, type HandinStanding, type HandinStatus } from '@esc/domain';
import type { HandinsDeps } from './handins-ports.js';
import type { HandinRow } from './handins.repository.js';

/** The stored list of a hand-in's file keys (a broken value reads as none). */
export function keysOf(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/** The name people see: the key's last segment without the upload's unique prefix. */
const nameOf = (key: string) =>
  key.slice(key.lastIndexOf('/') + 1).replace(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-/, '');

/** Work files are photos or PDFs (work-uploads.ts): the stored name's extension says which. */
const typeOf = (key: string) => {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  if (ext === 'pdf') return 'application/pdf';
  if (ext === 'png') return 'image/png';
  if (ext === 'webp') return 'image/webp';
  return 'image/jpeg';
};

/** The standing of a learner's newest turn (rows newest first). */
export function standingOf(rows: readonly HandinRow[]): HandinStanding {
  const latest = rows[0];
  return handinStanding(latest ? { status: latest.status, late: latest.late === 1 } : null);
}

export type HandinViews = ReturnType<typeof createHandinViews>;

/** Hand-ins as the calls answer them, with an hour's signed link per file (personal work: never a shared link). */
export function createHandinViews({ signer }: Pick<HandinsDeps, 'signer'>) {
  function files(json: string): HandinFile[] {
    return keysOf(json).map((key) => ({
      key,
      name: nameOf(key),
      content_type: typeOf(key),
      url: signer.signKey(key).url,
    }));
  }

  function view(row: HandinRow): Handin {
    return {
      handin_id: Number(row.handin_id),
      assign_id: row.assign_id,
      learnlist_id: row.learnlist_id,
      learnlist_item_id: row.item_id,
      learner_uuid: row.learner_uuid,
      attempt_no: row.attempt_no,
      status: row.status as HandinStatus,
      late: row.late === 1,
      handed_in_at: row.handed_in_at,
      text: row.text,
      files: files(row.file_keys),
      marks: row.marks === null ? null : Number(row.marks),
      max_marks: row.max_marks,
      comment: row.comment,
      marked_files: files(row.marked_keys),
      returned_at: row.returned_at,
    };
  }

  return { view };
}
