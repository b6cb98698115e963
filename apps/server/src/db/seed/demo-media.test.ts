import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../../platform/storage/local-disk.storage.js';
import { ensureDemoMedia } from './demo-media.js';
import { DEMO_MEDIA } from './demo-media-keys.js';

const dir = mkdtempSync(path.join(tmpdir(), 'esc-demo-media-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const storage = createLocalDiskStorage(dir);

async function read(key: string): Promise<Buffer> {
  const { body } = await storage.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Reads the mvhd box of an mp4: its duration in milliseconds. */
function mp4DurationMs(file: Buffer): number {
  const at = file.indexOf('mvhd');
  const version = file[at + 4];
  const timescale = version === 1 ? file.readUInt32BE(at + 24) : file.readUInt32BE(at + 16);
  const duration = version === 1 ? Number(file.readBigUInt64BE(at + 28)) : file.readUInt32BE(at + 20);
  return (duration / timescale) * 1000;
}

describe('ensureDemoMedia', () => {
  it('creates every demo file, playable, within a few seconds; and only missing ones on the next run', async () => {
    const first = await ensureDemoMedia(storage);
    const allKeys = [
      ...DEMO_MEDIA.videos.map((v) => v.key),
      ...DEMO_MEDIA.pdfs,
      ...DEMO_MEDIA.htmlActivities,
      ...DEMO_MEDIA.games,
      ...DEMO_MEDIA.lessons,
      DEMO_MEDIA.flash,
      ...Object.values(DEMO_MEDIA.thumbnails),
    ];
    expect(first.created).toEqual([...allKeys].sort());
    expect(first.elapsedMs).toBeLessThan(15_000);

    for (const { key, durationMs } of DEMO_MEDIA.videos) {
      const file = await read(key);
      expect(file.subarray(4, 8).toString('latin1')).toBe('ftyp');
      // +faststart: the index (moov) comes before the media data (mdat).
      expect(file.indexOf('moov')).toBeLessThan(file.indexOf('mdat'));
      expect(file.includes('avc1')).toBe(true);
      expect(file.includes('mp4a')).toBe(true);
      expect(file.length).toBeGreaterThan(10_000);
      expect(Math.abs(mp4DurationMs(file) - durationMs)).toBeLessThan(100);
    }
    for (const key of DEMO_MEDIA.pdfs) {
      const file = await read(key);
      expect(file.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await PDFDocument.load(file)).getPageCount()).toBeGreaterThanOrEqual(3);
    }
    for (const key of [...DEMO_MEDIA.htmlActivities, ...DEMO_MEDIA.games]) {
      const html = (await read(key)).toString();
      expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(html).toMatch(/<button|createElement\('button'\)/);
      expect(html).not.toMatch(/src="http|href="http/);
    }
    for (const key of DEMO_MEDIA.lessons) {
      const lesson = JSON.parse((await read(key)).toString());
      expect(lesson.video_meta_info[0].slides_details.length).toBeGreaterThan(0);
      expect(lesson.activity_details.map((a: { activity_type: number }) => a.activity_type).sort()).toEqual([1, 2, 3]);
    }
    expect((await read(DEMO_MEDIA.flash)).subarray(0, 3).toString()).toBe('FWS');
    const thumb = await sharp(await read(DEMO_MEDIA.thumbnails.video)).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['png', 480, 270]);

    await storage.delete(DEMO_MEDIA.pdfs[0]);
    const second = await ensureDemoMedia(storage);
    expect(second.created).toEqual([DEMO_MEDIA.pdfs[0]]);
  });
});
