import { describe, expect, it } from 'vitest';
import { LANGUAGE_ASSET } from './language-assets.sw';

// The files kept when first used instead of precached: the words of a language but English, and the
// scripts' fonts and their stylesheets. The app's code and the English words stay precached.

describe('a language’s own files', () => {
  it('are the translated words, the Noto fonts and their stylesheets', () => {
    for (const path of [
      '/assets/notices.hi.strings-BBvUpOYv.js',
      '/assets/frame.ur.strings-D07rHnQi.js',
      '/assets/noto-sans-devanagari-devanagari-400-normal-BlDd6KY1.woff2',
      '/assets/noto-nastaliq-urdu-arabic-700-normal-CV4fHIsl.woff2',
      '/assets/devanagari-400-JlWPCShl.css',
      '/assets/arabic-700-C9nDSxhf.css',
    ]) {
      expect(LANGUAGE_ASSET.test(path), path).toBe(true);
    }
  });

  it('are not the app’s code, its English words or its other assets', () => {
    for (const path of [
      '/assets/en-BR0R2oy3.js',
      '/assets/index-DdLFVpHJ.js',
      '/assets/notices.strings-Ab12Cd34.js',
      '/assets/KaTeX_Main-Regular-B22Nviop.woff2',
      '/assets/framework-Bi3yvqex.js',
      '/index.html',
    ]) {
      expect(LANGUAGE_ASSET.test(path), path).toBe(false);
    }
  });
});
