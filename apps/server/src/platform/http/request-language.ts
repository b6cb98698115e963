import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@esc/contracts/languages';

/**
 * The language a document or download is written in: the first language of the request's
 * Accept-Language that the product speaks ("hi-IN" reads as hi), else English. Quality values are
 * honoured, so "en;q=0.5, ta" is Tamil. The person's stored language may later come before it.
 */
export function requestLanguage(request: { headers: Record<string, string | string[] | undefined> }): LanguageCode {
  const header = request.headers['accept-language'];
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((found) => found !== undefined);
      return { code: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.code).find(isLanguageCode) ?? DEFAULT_LANGUAGE;
}
