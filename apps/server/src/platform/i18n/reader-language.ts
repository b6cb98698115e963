import { DEFAULT_LANGUAGE, type LanguageCode } from '@esc/contracts/languages';
import { requestScoped } from '../http/request-scope.js';
import { requestLanguage } from './request-language.js';

/**
 * Carries the language of the request being served to whatever words a value deep in a service
 * (an erased person's name), as errors are worded from the same header, so no call site passes the
 * language down.
 */
const languages = requestScoped<LanguageCode>(requestLanguage, () => DEFAULT_LANGUAGE);

/** Runs work outside a request (a job building a document) in the language of the person it is for. */
export function inReaderLanguage<T>(language: LanguageCode, work: () => Promise<T>): Promise<T> {
  return languages.runWith(language, work);
}

/** The language of the reader being served; the product's default outside a request. */
export const readerLanguage = (): LanguageCode => languages.current();
