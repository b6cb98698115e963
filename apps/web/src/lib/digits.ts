import { languageInfo } from '@esc/contracts/languages';

/**
 * Whether numbers and dates use the language's own digits (१२३ for Hindi and Marathi) instead of
 * 0-9: a choice on this device, off by default, since school books and phones mostly print 0-9.
 * It applies only to a language that lists native digits (LANGUAGE_LIST's nativeDigits).
 */
const DIGITS_KEY = 'esc.digits';

let native = readNative();

function readNative(): boolean {
  try {
    return window.localStorage.getItem(DIGITS_KEY) === 'native';
  } catch {
    return false;
  }
}

export function nativeDigitsChosen(): boolean {
  return native;
}

export function setNativeDigits(on: boolean): void {
  native = on;
  try {
    window.localStorage.setItem(DIGITS_KEY, on ? 'native' : 'latin');
  } catch {
    // Private mode: the choice lasts this visit.
  }
}

/** The Unicode numbering system a language's numbers are written in now: latn unless chosen. */
export function numberingSystem(language: string): string {
  const own = languageInfo(language).nativeDigits;
  return native && own ? own : 'latn';
}
