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

/** The text of a PDF made with standard fonts: content streams inflated, hex strings decoded. */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  let text = '';
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      text += inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      text += m[1];
    }
  }
  return text.replace(/<([0-9A-Fa-f]+)>/g, (_, hex: string) => Buffer.from(hex, 'hex').toString('latin1'));
}
