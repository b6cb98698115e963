import type { FastifyInstance } from 'fastify';
import type { createRecordingNotifier } from './recording-notifier.js';
import { call } from './test-app.js';

let nextAddress = 0;

/**
 * A sign-up body with the code its mobile (or email) was sent, through the real sendOtp call: the
 * demo server (the test app's mode) shows the code in its answer, or, when the app sends through a
 * recording notifier, the code is read from what it recorded. Each call comes from an address of
 * its own, so a file of sign-ups does not spend one address's budget.
 */
export async function withCode<T extends { mobile: string; country_iso: string; email: string }>(
  app: FastifyInstance,
  body: T,
  channel: 'mobile' | 'email' = 'mobile',
  inbox?: ReturnType<typeof createRecordingNotifier>,
): Promise<T & { otp: string; otp_channel: 'mobile' | 'email' }> {
  nextAddress += 1;
  const to = channel === 'mobile' ? { mobile: body.mobile, country_iso: body.country_iso } : { email: body.email };
  const sent = await call(app, 'POST', '/api/cognito-login-service/auth/sendOtp', {
    body: to,
    remoteAddress: `10.250.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`,
  });
  const recorded = inbox?.sent.findLast((m) => m.kind === 'otp')?.variables.code;
  const otp = (sent.body.data?.otp ?? recorded) as string | undefined;
  if (sent.status !== 200 || !otp) throw new Error(`no sign-up code: ${JSON.stringify(sent.body)}`);
  return { ...body, otp, otp_channel: channel };
}
