import { inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { TEST_PASSWORD } from '../../test/factories.js';
import { call } from '../../test/test-app.js';

/** A fresh access token (tests that move the clock sign in again). */
export async function signIn(app: FastifyInstance, user: { email: string | null }): Promise<string> {
  const res = await call(app, 'POST', '/api/cognito-login-service/auth/login', {
    body: { username: user.email, password: TEST_PASSWORD },
  });
  return res.body.data.access_token as string;
}

/** A clock tests can move: starts at 2026-06-15 10:00 India time. */
export function movableClock(start = Date.parse('2026-06-15T04:30:00Z')) {
  let now = start;
  return {
    clock: () => now,
    advanceDays(days: number) {
      now += days * 86_400_000;
    },
  };
}

/** A stream's data inflated, or null when it is not zlib data. */
function inflatedOrNull(data: string): string | null {
  try {
    return inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
  } catch {
    return null;
  }
}

/**
 * The text of a PDF as its lines were written: each line is drawn as glyph ids inside a span whose
 * ActualText (UTF-16BE, in hex) is the line as typed; content streams are inflated first.
 */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  let text = '';
  // A stream's data may itself end in a carriage return (compressed bytes are arbitrary): the data
  // runs to the line feed before "endstream", with that carriage return taken off only when the
  // data does not inflate with it.
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)) {
    const data = m[1]!;
    const candidates = data.endsWith('\r') ? [data, data.slice(0, -1)] : [data];
    const inflated = candidates.map(inflatedOrNull).find((out) => out !== null);
    text += inflated ?? data;
  }
  return [...text.matchAll(/\/ActualText <FEFF([0-9A-Fa-f]*)>/g)]
    .map((m) => Buffer.from(m[1]!, 'hex').swap16().toString('utf16le'))
    .join('\n');
}
