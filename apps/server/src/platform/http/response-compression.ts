import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller answers gain less than the encoding header and the work cost. */
const MIN_BYTES = 1024;
/** Brotli quality 4: about gzip's speed, smaller output (the build's files use 11, once). */
const BROTLI_QUALITY = 4;
const COMPRESSIBLE_TYPE = /json|^text\/|javascript|svg/;

type Encoding = 'br' | 'gzip';

/** Browsers send a handful of distinct headers: each is read once (the memory starts again past this). */
const HEADERS_KEPT = 100;
const chosen = new Map<string, Encoding | null>();

/** The encoding to answer with: brotli when accepted, else gzip, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const known = chosen.get(acceptEncoding);
  if (known !== undefined) return known;
  const encoding = readEncoding(acceptEncoding);
  if (chosen.size >= HEADERS_KEPT) chosen.clear();
  chosen.set(acceptEncoding, encoding);
  return encoding;
}

function readEncoding(acceptEncoding: string): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/**
 * An answer kept serialized (a learner's week, a report) is sent again and again as the same Buffer:
 * its compressed forms are kept beside it, for as long as the answer itself is kept, so a repeated
 * read costs no compression. A Buffer built for one answer leaves with it.
 */
const compressedForms = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

async function compress(payload: string | Buffer, encoding: Encoding): Promise<Buffer> {
  const size = Buffer.byteLength(payload);
  return encoding === 'br'
    ? brotli(payload, {
        params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: size },
      })
    : gzipAsync(payload, { level: 6 });
}

/** A kept Buffer's compressed form, when it was made before. */
const keptForm = (payload: string | Buffer, encoding: Encoding): Buffer | undefined =>
  Buffer.isBuffer(payload) ? compressedForms.get(payload)?.[encoding] : undefined;

/** The payload compressed; a Buffer's compressed form is made once and kept beside it. */
export async function compressedBody(payload: string | Buffer, encoding: Encoding): Promise<Buffer> {
  const kept = keptForm(payload, encoding);
  if (kept) return kept;
  const body = await compress(payload, encoding);
  if (Buffer.isBuffer(payload)) compressedForms.set(payload, { ...compressedForms.get(payload), [encoding]: body });
  return body;
}

function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = String(current ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (!fields.some((f) => f.toLowerCase() === field.toLowerCase() || f === '*')) fields.push(field);
  reply.header('vary', fields.join(', '));
}

/**
 * Compresses the answers the server writes itself (the API's JSON) for a browser that accepts it:
 * on a slow link a list of ten content items is 7 KB as JSON and about 1 KB compressed. Files of
 * the web app are not touched here: the build compresses them once (static-web.ts).
 */
export function installResponseCompression(app: FastifyInstance): void {
  // A callback hook: a kept answer's compressed form is sent without waiting for a turn of the loop.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return done(null, payload);
    if (reply.getHeader('content-encoding')) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    if (Buffer.byteLength(payload) < MIN_BYTES) return done(null, payload);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    addVary(reply, 'Accept-Encoding');
    if (!encoding) return done(null, payload);
    const send = (body: Buffer) => {
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      done(null, body);
    };
    const kept = keptForm(payload, encoding);
    if (kept) return send(kept);
    compressedBody(payload, encoding).then(send, (error: unknown) => done(error as Error));
  });
}
