import fc from 'fast-check';
import { HOSTILE_STRINGS } from './hostile-values.js';
import type { JsonSchema } from './openapi-operations.js';

/**
 * multipart/form-data bodies for the calls that take files, well-formed and not: forms with odd
 * field values, files of every type and name, and bodies broken the ways a cut connection or a
 * broken client breaks them (no boundary, the wrong boundary, cut short, parts without headers).
 */
export interface MultipartBody {
  contentType: string;
  payload: Buffer;
  /** The part names the body carries (a 400 may name them). */
  names: string[];
}

interface Part {
  name: string;
  value: string | Buffer;
  file?: { fileName: string; type: string };
}

const FILE_BYTES: Record<string, Buffer> = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  png: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  mp4: Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
  html: Buffer.from('<html><script>alert(1)</script></html>'),
  empty: Buffer.alloc(0),
  junk: Buffer.from([0xff, 0x00, 0xfe, 0x01, 0x7f]),
};
const FILE_NAMES = [
  'notes.pdf',
  'photo.png',
  'lesson.mp4',
  'page.html',
  '',
  '../../evil.sh',
  'ü 😀.pdf',
  'x'.repeat(300),
];
const FILE_TYPES = [
  'application/pdf',
  'image/png',
  'video/mp4',
  'text/html',
  'image/svg+xml',
  'application/octet-stream',
  'application/x-msdownload',
  '',
];

export function encodeParts(parts: readonly Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.file
      ? `form-data; name="${part.name}"; filename="${part.file.fileName}"\r\nContent-Type: ${part.file.type}`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`), Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function partsArb(form: JsonSchema): fc.Arbitrary<Part[]> {
  const properties = Object.entries(form.properties ?? {});
  const fileFields = properties.filter(([, s]) => s.format === 'binary').map(([n]) => n);
  const textFields = properties.filter(([, s]) => s.format !== 'binary').map(([n]) => n);
  const text = fc.oneof(fc.constantFrom('notes', 'unit-1/notes', '..', '/', ''), fc.constantFrom(...HOSTILE_STRINGS));
  const textParts = fc
    .subarray(textFields)
    .chain((names) => fc.tuple(...names.map((name) => text.map((value): Part => ({ name, value })))));
  const filePart = fc.record({
    name: fc.constantFrom(...fileFields, 'other'),
    kind: fc.constantFrom(...Object.keys(FILE_BYTES)),
    fileName: fc.constantFrom(...FILE_NAMES),
    type: fc.constantFrom(...FILE_TYPES),
  });
  const files = fc
    .array(filePart, { maxLength: 2 })
    .map((fs) =>
      fs.map((f): Part => ({ name: f.name, value: FILE_BYTES[f.kind]!, file: { fileName: f.fileName, type: f.type } })),
    );
  return fc.tuple(textParts, files).map(([t, f]) => [...t, ...f]);
}

type Breakage = 'none' | 'noBoundary' | 'wrongBoundary' | 'cutShort' | 'noHeaders' | 'noName' | 'empty' | 'manyFields';

function encode(parts: Part[], breakage: Breakage, cut: number): Omit<MultipartBody, 'names'> {
  const boundary = 'fuzzBoundary7MA4YWxk';
  const ok = `multipart/form-data; boundary=${boundary}`;
  const body = encodeParts(parts, boundary);
  switch (breakage) {
    case 'noBoundary':
      return { contentType: 'multipart/form-data', payload: body };
    case 'wrongBoundary':
      return { contentType: 'multipart/form-data; boundary=another', payload: body };
    case 'cutShort':
      return { contentType: ok, payload: body.subarray(0, Math.floor(body.length * cut)) };
    case 'noHeaders':
      return { contentType: ok, payload: Buffer.from(`--${boundary}\r\n\r\nvalue\r\n--${boundary}--\r\n`) };
    case 'noName':
      return {
        contentType: ok,
        payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--${boundary}--\r\n`),
      };
    case 'empty':
      return { contentType: ok, payload: Buffer.alloc(0) };
    case 'manyFields': {
      const many = Array.from({ length: 40 }, (_, i): Part => ({ name: `f${i}`, value: 'x' }));
      return { contentType: ok, payload: encodeParts([...many, ...parts], boundary) };
    }
    default:
      return { contentType: ok, payload: body };
  }
}

/** A multipart body for a form: well-formed, or (when `broken`) broken one way two times in three. */
export function multipartArb(form: JsonSchema, broken = true): fc.Arbitrary<MultipartBody> {
  const breakage = !broken
    ? fc.constant<Breakage>('none')
    : fc.constantFrom<Breakage>(
        'none',
        'none',
        'none',
        'noBoundary',
        'wrongBoundary',
        'cutShort',
        'noHeaders',
        'noName',
        'empty',
        'manyFields',
      );
  return fc.tuple(partsArb(form), breakage, fc.double({ min: 0, max: 1, noNaN: true })).map(([parts, how, cut]) => ({
    ...encode(parts, how, cut),
    names: [
      ...parts.map((p) => p.name),
      ...(how === 'manyFields' ? Array.from({ length: 40 }, (_, i) => `f${i}`) : []),
    ],
  }));
}
