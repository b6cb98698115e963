import i18next, { type PostProcessorModule } from 'i18next';

/**
 * The pseudo-locale: every word that goes through the catalogue comes out accented, 40 % longer and
 * between ⟦ ⟧, so a screen's text that did not (a word written into a component, a server's English
 * sentence) stands out, and a layout that breaks with longer words shows it. Turned on for a device
 * by localStorage esc.pseudo = 1 (the pseudo-locale journey, or a translator's check); off otherwise.
 */
const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ö',
  U: 'Ü',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Y: 'Ý',
  Z: 'Ž',
};

/** One value of the catalogue as the pseudo-locale shows it. */
export function pseudoText(value: string): string {
  const accented = value.replace(/[aeioucnsyzAEIOUCNSYZ]/g, (letter) => ACCENTED[letter] ?? letter);
  // Longer by 40 %, as Tamil or German words run, in short pieces a line may break between (as words).
  const padding = ' ··'.repeat(Math.ceil((value.length * 0.4) / 3));
  return `⟦${accented}${padding}⟧`;
}

const pseudo: PostProcessorModule = {
  type: 'postProcessor',
  name: 'pseudo',
  process: (value: string) => pseudoText(value),
};

export const PSEUDO_STORAGE_KEY = 'esc.pseudo';

/** Turns the pseudo-locale on when this device asks for it (before the first screen draws). */
export function startPseudoLocale(): void {
  i18next.use(pseudo);
  i18next.options.postProcess = ['pseudo'];
}
