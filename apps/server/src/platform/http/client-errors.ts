import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorBody } from './envelope.js';

/**
 * Requests Node refuses before any route sees them: a request head larger than Node reads (a 20 KB
 * query string), a request it cannot parse, or one too slow to arrive. Fastify would answer them
 * with a bare status; they get the API's envelope in plain words like every other refusal.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, field, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'url', 'The address or headers of the request are too long.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request', 'The request took too long to arrive. Please try again.']
        : [400, 'request', 'The request could not be read.'];
  const body = JSON.stringify(errorBody(status, 'VALIDATION_FAILED', message, [{ field, message }]));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
