import type {
  CallBody,
  CallData,
  CallKey,
  CallParams,
  CallQuery,
  Calls,
  FileCallKey,
  JsonCallKey,
} from '@esc/contracts/calls';
import type { ApiClient, ConditionalAnswer, HttpMethod, RequestOptions } from './api-client';

// The app's calls, typed from the one call table (packages/contracts/src/calls): a call names its
// entry ("POST /student-report/student/saveAnswers"), its input and answer are the entry's schemas'
// types, and a key the table lacks does not compile.

/** One part of a call's input: absent when the call takes none, optional when every field of it is. */
type Part<Name extends string, T> = [T] extends [never]
  ? { [P in Name]?: undefined }
  : object extends T
    ? { [P in Name]?: T }
    : { [P in Name]: T };

/**
 * What a call sends: its JSON body (required when the call takes one, as the server validates it),
 * its query parameters and its path parameters (`:name` segments), each typed from the entry.
 */
export type CallInput<K extends CallKey> = ([CallBody<K>] extends [never]
  ? { body?: undefined }
  : { body: CallBody<K> }) &
  Part<'query', CallQuery<K>> &
  Part<'params', CallParams<K>>;

/** The input, then the options: the input may be left out when nothing in it is required. */
export type CallArgs<K extends CallKey, O> =
  object extends CallInput<K> ? [input?: CallInput<K>, options?: O] : [input: CallInput<K>, options?: O];

/** A call's answer: the entry's data, or undefined for a call that may answer 204. */
export type CallAnswer<K extends JsonCallKey> = Calls[K] extends { readonly noContent: true }
  ? CallData<K> | undefined
  : CallData<K>;

/** The session and delivery options of a call (api-client.ts RequestOptions without what the entry decides). */
export type CallOptions = Pick<
  RequestOptions,
  'auth' | 'refresh' | 'idempotent' | 'signal' | 'keepalive' | 'expectedStatuses'
>;

export interface ConditionalCallOptions {
  /** The ETag of the copy the caller holds; sent as If-None-Match. */
  etag?: string | null;
  auth?: boolean;
  signal?: AbortSignal;
}

/** Calls the app makes as a POST path (the outbox keeps writes by path). */
export type PostPath = { [K in CallKey]: K extends `POST ${infer P}` ? P : never }[CallKey];

export interface Api {
  /** A JSON call: the envelope's data, typed from the entry. */
  call<K extends JsonCallKey>(key: K, ...args: NoInfer<CallArgs<K, CallOptions>>): Promise<CallAnswer<K>>;
  /** A call that answers a file (a PDF, a CSV, a spreadsheet): the body as it is. */
  file<K extends FileCallKey>(key: K, ...args: NoInfer<CallArgs<K, Omit<CallOptions, 'keepalive'>>>): Promise<Blob>;
  /** A GET that sends If-None-Match and reports 304 instead of failing on it (versioned tree reads). */
  conditional<K extends JsonCallKey & `GET ${string}`>(
    key: K,
    input: NoInfer<CallInput<K>> | undefined,
    options?: ConditionalCallOptions,
  ): Promise<ConditionalAnswer<CallData<K>>>;
}

type QueryValue = string | number | boolean | null | undefined;

/** Query parameters in the order given; undefined, null and '' are left out (as no value). A list repeats its name. */
function queryText(query: unknown): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}) as [string, QueryValue | QueryValue[]][]) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== null && one !== '') search.append(name, String(one));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A call's input as the client sends it (the typed surface is CallInput). */
interface SentInput {
  body?: unknown;
  query?: unknown;
  params?: unknown;
}

/** The path of a call: its `:name` segments (and `*`, the rest of the path) filled in, and the query. */
export function callPath(key: CallKey, input?: unknown): { method: HttpMethod; path: string } {
  const sent = (input ?? {}) as SentInput;
  const space = key.indexOf(' ');
  const method = key.slice(0, space) as HttpMethod;
  const params = (sent.params ?? {}) as Record<string, string | number>;
  const path = key
    .slice(space + 1)
    .split('/')
    .map((segment) => {
      if (segment === '*')
        return String(params['*'] ?? '')
          .split('/')
          .map(encodeURIComponent)
          .join('/');
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined) throw new Error(`${key}: no value for the path parameter ${segment}`);
      return encodeURIComponent(String(value));
    })
    .join('/');
  return { method, path: `${path}${queryText(sent.query)}` };
}

/** The calls as the client sends them, by key; `Api` gives them their types. */
interface SentCalls {
  call(key: CallKey, input?: SentInput, options?: CallOptions): Promise<unknown>;
  file(key: CallKey, input?: SentInput, options?: CallOptions): Promise<Blob>;
  conditional(key: CallKey, input?: SentInput, options?: ConditionalCallOptions): Promise<ConditionalAnswer<unknown>>;
}

/** The typed calls over the session-aware client (api-client.ts). */
export function createCallApi(client: ApiClient): Api {
  const sent: SentCalls = {
    call(key, input, options) {
      const { method, path } = callPath(key, input);
      return client.request(path, { ...options, method, body: input?.body });
    },
    file(key, input, options) {
      const { method, path } = callPath(key, input);
      return client.blob(path, { ...options, method, body: input?.body });
    },
    conditional(key, input, options = {}) {
      return client.conditional(callPath(key, input).path, options);
    },
  };
  // Typed once here, not by checking this code against Api: TypeScript would check it for every
  // entry of the table at once (the constraint of a generic key), the Static type of every schema,
  // which costs more than all the app's calls together.
  return sent as unknown as Api;
}
