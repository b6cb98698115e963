import { languageInfo } from '@esc/contracts/languages';

/**
 * The font of each script beyond Latin, as Noto's subset for that script only (its @font-face
 * carries the script's unicode-range): loaded when a person's language needs it, never otherwise.
 * The stylesheet names only the subset; the browser fetches the font file when a glyph needs it.
 */
const SCRIPT_FONTS: Record<string, (() => Promise<unknown>) | undefined> = {
  devanagari: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
    ]),
  bengali: () =>
    Promise.all([
      import('@fontsource/noto-sans-bengali/bengali-400.css'),
      import('@fontsource/noto-sans-bengali/bengali-700.css'),
    ]),
  tamil: () =>
    Promise.all([
      import('@fontsource/noto-sans-tamil/tamil-400.css'),
      import('@fontsource/noto-sans-tamil/tamil-700.css'),
    ]),
  nastaliq: () =>
    Promise.all([
      import('@fontsource/noto-nastaliq-urdu/arabic-400.css'),
      import('@fontsource/noto-nastaliq-urdu/arabic-700.css'),
    ]),
};

const loaded = new Map<string, Promise<void>>();

/** Loads the font a language's script needs (nothing for English); a failure leaves the system font. */
export function loadLanguageFont(language: string): Promise<void> {
  const script = languageInfo(language).script;
  const load = SCRIPT_FONTS[script];
  if (!load) return Promise.resolve();
  let found = loaded.get(script);
  if (!found) {
    found = load().then(
      () => undefined,
      () => undefined,
    );
    loaded.set(script, found);
  }
  return found;
}
