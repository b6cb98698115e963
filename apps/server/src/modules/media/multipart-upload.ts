import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, type ErrorReason } from '../../platform/errors/app-error.js';

export interface ReceivedFile {
  field: string;
  fileName: string;
  mimeType: string;
  /** A temporary file holding the upload; removed by `discard`. */
  tempPath: string;
  size: number;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: ReceivedFile | null;
  discard(): Promise<void>;
}

/** 413 Payload Too Large: the error handler keeps the status and names no internals. */
const tooLarge = () => Object.assign(new Error('The file is larger than this server accepts.'), { statusCode: 413 });

/** @fastify/multipart's count limits: too many files, fields or parts is a malformed form, not a large one. */
const COUNT_LIMITS: Record<string, { field?: string; reason: ErrorReason }> = {
  FST_FILES_LIMIT: { reason: 'media.oneFileOnly' },
  FST_FIELDS_LIMIT: { field: 'body', reason: 'media.tooManyFields' },
  FST_PARTS_LIMIT: { field: 'body', reason: 'media.tooManyParts' },
};

/** The one form this reader takes, named as a value: it reads the same in every language. */
const MULTIPART = { format: 'multipart/form-data' };

/**
 * The parser's own errors (a missing boundary, a body that ends mid-part, a broken part header, too
 * many parts, a field named __proto__) are the client's malformed body: a 400 naming the file field
 * (or the body), never a 500 or a bare status. Only a file over the size limit keeps its 413.
 */
function asClientError(err: unknown, field: string): unknown {
  if (err instanceof AppError) return err;
  const { statusCode, code } = (err ?? {}) as { statusCode?: number; code?: string };
  const limit = code ? COUNT_LIMITS[code] : undefined;
  if (statusCode === 413 && !limit) return err;
  return new AppError(
    'VALIDATION_FAILED',
    { reason: 'media.formUnreadable', params: MULTIPART },
    {
      errors: [
        limit ? { field: limit.field ?? field, reason: limit.reason } : { field, reason: 'media.malformedBody' },
      ],
      cause: err,
    },
  );
}

/**
 * Reads a multipart body: text fields, and the first file part among `fileFields`, streamed to a
 * temporary file (fields may come after the file, and the file may be larger than memory should hold).
 * `checkType` runs before any byte is written, so a refused type costs nothing.
 */
export async function receiveUpload(
  request: FastifyRequest,
  fileFields: readonly string[],
  checkType: (mimeType: string, fileName: string, field: string) => void,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new AppError(
      'VALIDATION_FAILED',
      { reason: 'media.notMultipart', params: MULTIPART },
      {
        errors: [{ field: fileFields[0]!, reason: 'media.notMultipartField', params: MULTIPART }],
      },
    );
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'esc-upload-'));
  const discard = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (file || !fileFields.includes(part.fieldname)) {
        part.file.resume();
        continue;
      }
      checkType(part.mimetype, part.filename, part.fieldname);
      const tempPath = path.join(dir, 'upload');
      await pipeline(part.file, createWriteStream(tempPath));
      if (part.file.truncated) throw tooLarge();
      file = {
        field: part.fieldname,
        fileName: part.filename,
        mimeType: part.mimetype,
        tempPath,
        size: part.file.bytesRead,
      };
    }
  } catch (err) {
    await discard();
    throw asClientError(err, fileFields[0]!);
  }
  return { fields, file, discard };
}
