import type { Static, TSchema } from 'typebox';
import type { CallKey, Calls } from './call-registry.js';

// The static types of one call's entry, for code that makes the call (the web's `api.call`) or
// answers it. A part the call does not take is `never`. (TypeBox's TSchema is `{}`: 'file' is
// told apart by its literal, not by `extends TSchema`.)

/** The JSON body of the call. */
export type CallBody<K extends CallKey> = Calls[K] extends { readonly body: infer S extends TSchema }
  ? Static<S>
  : never;
/** The query parameters of the call. */
export type CallQuery<K extends CallKey> = Calls[K] extends { readonly query: infer S extends TSchema }
  ? Static<S>
  : never;
/** The path parameters of the call (`:name` segments). */
export type CallParams<K extends CallKey> = Calls[K] extends { readonly params: infer S extends TSchema }
  ? Static<S>
  : never;
/** The request headers the call names. */
export type CallHeaders<K extends CallKey> = Calls[K] extends { readonly headers: infer S extends TSchema }
  ? Static<S>
  : never;
/** The `data` of the call's success envelope; `never` for a call that answers a file. */
export type CallData<K extends CallKey> = Calls[K]['data'] extends 'file'
  ? never
  : Calls[K] extends { readonly data: infer S extends TSchema }
    ? Static<S>
    : never;

/** Calls that answer the JSON envelope (some of them also a file, for a query value: format=xlsx). */
export type JsonCallKey = { [K in CallKey]: Calls[K]['data'] extends 'file' ? never : K }[CallKey];
/** Calls that can answer a file: always ('file') or for a query value (`fileWhen`). */
export type FileCallKey = {
  [K in CallKey]: Calls[K] extends { readonly data: 'file' } | { readonly fileWhen: object } ? K : never;
}[CallKey];
