import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { JobContext } from '../../platform/jobs/job-queue.js';
import { AppError, type ErrorReason } from '../../platform/errors/app-error.js';
import type { Storage } from '../../platform/storage/storage.js';

/** How long a ready export's link works: a person's data, and a school's. */
export const LINK_DAYS = 7;
const DAY_MS = 86_400_000;

/** When the link of a file ready at `readyAt` (milliseconds) stops working. */
export const linkEndsAt = (readyAt: number) => readyAt + LINK_DAYS * DAY_MS;

/** The part of an export row the link rules read. */
export interface ExportFileRow {
  id: string;
  state: 'waiting' | 'building' | 'ready' | 'failed' | 'expired';
  storage_key: string | null;
}

/** The refusals of a download too early or too late, in the words of the export's kind. */
export interface FileRefusals {
  notReady: ErrorReason;
  expired: ErrorReason;
}

/** The stored zip of a ready export; 409 while it is being made, and once its link has ended. */
export async function readyFile(row: ExportFileRow, storage: Storage, refusals: FileRefusals): Promise<Readable> {
  if (row.state === 'expired') throw new AppError('CONFLICT', { reason: refusals.expired });
  if (row.state !== 'ready' || !row.storage_key) throw new AppError('CONFLICT', { reason: refusals.notReady });
  return (await storage.get(row.storage_key)).body;
}

/**
 * Deletes the files of ready exports whose link has ended and marks each expired; run again, it
 * finds nothing more to do.
 */
export async function expireFiles(
  due: readonly ExportFileRow[],
  storage: Storage,
  markExpired: (id: string) => Promise<void>,
): Promise<void> {
  for (const row of due) {
    if (row.storage_key) await storage.delete(row.storage_key);
    await markExpired(row.id);
  }
}

/**
 * A build job's run: builds an export still waiting (or caught building by a crash); the last failed
 * run marks it failed, so the asker sees it and may ask again.
 */
export async function runBuild<Row extends ExportFileRow>(
  row: Row | undefined,
  context: JobContext,
  build: (row: Row, signal: AbortSignal) => Promise<void>,
  markFailed: (id: string) => Promise<void>,
): Promise<void> {
  if (!row || (row.state !== 'waiting' && row.state !== 'building')) return;
  try {
    await build(row, context.signal);
  } catch (err) {
    if (context.attempt >= context.maxAttempts) await markFailed(row.id);
    throw err;
  }
}

/** The zip as a download the browser saves, never kept by a cache on the way. */
export function sendZip(reply: FastifyReply, file: { filename: string; body: Readable }) {
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
