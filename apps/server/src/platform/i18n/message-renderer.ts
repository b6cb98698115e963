import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_LIST,
  languageInfo,
  type LanguageCode,
} from '@esc/contracts/languages';
import i18next, { type i18n } from 'i18next';
import { bn } from './catalogue.bn.js';
import { en } from './catalogue.en.js';
import { hi } from './catalogue.hi.js';
import { mr } from './catalogue.mr.js';
import { ta } from './catalogue.ta.js';
import type { Catalogue, MessageKey, MessageParams, MessageRef } from './catalogue-types.js';
import { ur } from './catalogue.ur.js';

export type { MessageKey, MessageParams, MessageRef } from './catalogue-types.js';

const CATALOGUES: Record<LanguageCode, Catalogue<typeof en>> = { en, hi, mr, bn, ta, ur };

/**
 * The locale a language formats numbers and dates with: its `intl` locale, in the digits 0-9 (native
 * digits are a reader's option on the web; a message or an e-mail keeps the digits everyone reads).
 * Indian grouping (1,23,456) is what the product promises; a locale whose data groups in thousands
 * (Urdu's) takes en-IN's grouping, which uses the same digits and separators.
 */
function numberLocale(code: string): string {
  const locale = `${languageInfo(code).intl}-u-nu-latn`;
  return new Intl.NumberFormat(locale).format(123456) === '1,23,456' ? locale : 'en-IN';
}

const formatCache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(key: string, make: () => T): T {
  let format = formatCache.get(key) as T | undefined;
  if (!format) {
    format = make();
    formatCache.set(key, format);
  }
  return format;
}

const dateLocale = (code: string) => `${languageInfo(code).intl}-u-nu-latn`;

function dayOf(value: unknown, code: string): string {
  const text = String(value);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  // A day is already the school's day: read at midnight UTC so no time zone moves it.
  const format = cached(`day:${code}`, () => {
    return new Intl.DateTimeFormat(dateLocale(code), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
  });
  return format.format(new Date(`${text}T00:00:00Z`));
}

function timeOf(value: unknown, code: string, timeZone: string): string {
  const at = new Date(String(value));
  if (Number.isNaN(at.getTime())) return String(value);
  const format = cached(`time:${code}:${timeZone}`, () => {
    return new Intl.DateTimeFormat(dateLocale(code), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
      timeZoneName: 'short',
    });
  });
  return format.format(at);
}

function numberOf(value: unknown, code: string, options: Intl.NumberFormatOptions = {}): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  const key = `number:${code}:${JSON.stringify(options)}`;
  return cached(key, () => new Intl.NumberFormat(numberLocale(code), options)).format(n);
}

/** A wait in words as the language says it: seconds under a minute and a half, then minutes, then hours. */
function waitOf(value: unknown, code: string): string {
  const s = Math.max(1, Math.ceil(Number(value) || 1));
  const unitText = (n: number, unit: 'second' | 'minute' | 'hour') =>
    numberOf(n, code, { style: 'unit', unit, unitDisplay: 'long' });
  if (s < 90) return unitText(s, 'second');
  const minutes = Math.ceil(s / 60);
  return minutes < 120 ? unitText(minutes, 'minute') : unitText(Math.ceil(minutes / 60), 'hour');
}

function build(): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: Object.fromEntries(LANGUAGE_LIST.map((l) => [l.code, { translation: CATALOGUES[l.code] }])),
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGE_LIST.map((l) => l.code),
    initAsync: false,
    returnNull: false,
    // Plain text (push, SMS, e-mail text, JSON): nothing is HTML-escaped.
    interpolation: { escapeValue: false },
  });
  const formatter = instance.services.formatter!;
  formatter.add('number', (value, lng) => numberOf(value, lng ?? DEFAULT_LANGUAGE));
  formatter.add('day', (value, lng) => dayOf(value, lng ?? DEFAULT_LANGUAGE));
  formatter.add('days', (value, lng) => {
    const code = lng ?? DEFAULT_LANGUAGE;
    const days = (Array.isArray(value) ? value : [value]).map((d) => dayOf(d, code));
    return cached(`list:${code}`, () => new Intl.ListFormat(dateLocale(code), { type: 'conjunction' })).format(days);
  });
  formatter.add('time', (value, lng, options) => {
    const tz = typeof options.tz === 'string' ? options.tz : 'Asia/Kolkata';
    return timeOf(value, lng ?? DEFAULT_LANGUAGE, tz);
  });
  formatter.add('wait', (value, lng) => waitOf(value, lng ?? DEFAULT_LANGUAGE));
  return instance;
}

const instance = build();

/** The language a message is written in: a listed code, else English. */
export function messageLanguage(code: string | null | undefined): LanguageCode {
  return isLanguageCode(code) ? code : DEFAULT_LANGUAGE;
}

/**
 * A message in a language: `t('hi', 'notifications.attendanceAbsent.title')`. Plurals are chosen by
 * `count`; a key missing in the language (never, while the catalogue check passes) reads in English.
 */
export function t(language: string | null | undefined, key: MessageKey, params: MessageParams = {}): string {
  return instance.t(key, { ...params, lng: messageLanguage(language) } as never) as unknown as string;
}

/** A message given by reference (what notifications and errors keep). */
export function render(language: string | null | undefined, message: MessageRef): string {
  return t(language, message.key, message.params);
}

/** Whether a key names a message of the catalogue (keys read back from stored rows). */
export function isMessageKey(key: string): key is MessageKey {
  return instance.exists(key, { lng: DEFAULT_LANGUAGE }) || instance.exists(`${key}_other`, { lng: DEFAULT_LANGUAGE });
}
