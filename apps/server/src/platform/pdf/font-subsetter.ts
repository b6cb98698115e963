import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// HarfBuzz's own subsetter (hb-subset, shipped with harfbuzzjs as a WebAssembly module with no
// imports), called through its C API. It keeps the glyph ids (RETAIN_GIDS), so a PDF's character
// codes are the ids HarfBuzz shaped to, and drops hinting and the layout tables the PDF never reads.
// fontkit's subsetter was tried first: its subset of Noto Sans cannot be read back.

interface SubsetExports {
  memory: { buffer: ArrayBuffer };
  malloc(size: number): number;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, kind: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

const MEMORY_MODE_READONLY = 1;
const FLAG_NO_HINTING = 0x1;
const FLAG_RETAIN_GIDS = 0x2;
const SETS_DROP_TABLE_TAG = 3;
const DROPPED_TABLES = ['GSUB', 'GPOS', 'GDEF', 'BASE', 'JSTF', 'MATH', 'DSIG', 'kern', 'morx', 'Silf', 'Glat', 'Gloc'];

let hbSubset: SubsetExports | null = null;
const faces = new Map<string, number>();

function subsetter(): SubsetExports {
  if (!hbSubset) {
    const path = createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm');
    // Node's WebAssembly, typed here for the one use (the server's types leave out the DOM's).
    const { WebAssembly: wasm } = globalThis as unknown as {
      WebAssembly: {
        Module: new (bytes: Uint8Array) => object;
        Instance: new (m: object, i: object) => { exports: object };
      };
    };
    hbSubset = new wasm.Instance(new wasm.Module(readFileSync(path)), {}).exports as SubsetExports;
  }
  return hbSubset;
}

const tagOf = (tag: string) =>
  ((tag.charCodeAt(0) << 24) | (tag.charCodeAt(1) << 16) | (tag.charCodeAt(2) << 8) | tag.charCodeAt(3)) >>> 0;

/** The font as a HarfBuzz face inside the subsetter's memory, made once per font per process. */
function faceOf(key: string, bytes: Uint8Array): number {
  const known = faces.get(key);
  if (known) return known;
  const hb = subsetter();
  const data = hb.malloc(bytes.length);
  new Uint8Array(hb.memory.buffer, data, bytes.length).set(bytes);
  const blob = hb.hb_blob_create(data, bytes.length, MEMORY_MODE_READONLY, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  faces.set(key, face);
  return face;
}

/** A font file holding only the given glyphs, each under its own glyph id. */
export function subsetFont(key: string, bytes: Uint8Array, gids: Iterable<number>): Uint8Array {
  const hb = subsetter();
  const face = faceOf(key, bytes);
  const input = hb.hb_subset_input_create_or_fail();
  if (!input) throw new Error('HarfBuzz could not start a subset');
  const glyphs = hb.hb_subset_input_glyph_set(input);
  for (const gid of gids) hb.hb_set_add(glyphs, gid);
  const drop = hb.hb_subset_input_set(input, SETS_DROP_TABLE_TAG);
  for (const tag of DROPPED_TABLES) hb.hb_set_add(drop, tagOf(tag));
  hb.hb_subset_input_set_flags(input, FLAG_RETAIN_GIDS | FLAG_NO_HINTING);
  const subset = hb.hb_subset_or_fail(face, input);
  hb.hb_subset_input_destroy(input);
  if (!subset) throw new Error(`HarfBuzz could not subset ${key}`);
  const blob = hb.hb_face_reference_blob(subset);
  const start = hb.hb_blob_get_data(blob, 0);
  const out = new Uint8Array(hb.memory.buffer.slice(start, start + hb.hb_blob_get_length(blob)));
  hb.hb_blob_destroy(blob);
  hb.hb_face_destroy(subset);
  return out;
}
