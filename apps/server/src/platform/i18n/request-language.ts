import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@esc/contracts/languages';
import type { FastifyRequest } from 'fastify';

/**
 * The language a request asks its answer in, from Accept-Language (the web sends the language on
 * screen, `Accept-Language: hi`; a browser's own list, `hi-IN,hi;q=0.9,en;q=0.8`, is read by weight):
 * the first listed language of the product, else English. Messages to a known person follow that
 * person's stored choice instead; this is for the answer itself and for people not yet known.
 */
export function languageOfHeader(header: string | string[] | undefined): LanguageCode {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  // Every request asks, and browsers send a handful of distinct headers: each is read once.
  const known = languagesOfHeaders.get(text);
  if (known) return known;
  const language = readHeader(text);
  if (languagesOfHeaders.size >= HEADERS_KEPT) languagesOfHeaders.clear();
  languagesOfHeaders.set(text, language);
  return language;
}

const HEADERS_KEPT = 1_000;
const languagesOfHeaders = new Map<string, LanguageCode>();

function readHeader(text: string): LanguageCode {
  const ranges = text
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((o) => /^\s*q=([\d.]+)\s*$/.exec(o)?.[1]).find((v) => v !== undefined);
      return { code: tag.trim().toLowerCase().split('-')[0] ?? '', weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (ranges.find((r) => isLanguageCode(r.code))?.code as LanguageCode | undefined) ?? DEFAULT_LANGUAGE;
}

export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): LanguageCode {
  return languageOfHeader(request.headers['accept-language']);
}
