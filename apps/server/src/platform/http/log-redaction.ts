import type { FastifyRequest } from 'fastify';

/** Query parameters that are credentials: their values never reach the log. */
const SECRET_QUERY_PARAMETERS = ['ticket', 'token', 'access_token'];

/** The URL as logged: credential values in its query are replaced by [redacted]. */
export function redactedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const name = decodeURIComponent(pair.split('=')[0] ?? '').toLowerCase();
      return SECRET_QUERY_PARAMETERS.includes(name) ? `${pair.split('=')[0]}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/**
 * Fastify's request serializer with the URL redacted: the notification stream takes its ticket in
 * the query (EventSource sends no headers), and a log is the first place a URL leaks from.
 */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
