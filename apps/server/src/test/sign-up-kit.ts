import type { FastifyInstance } from 'fastify';
import { call } from './test-app.js';

let nextAddress = 0;

/**
 * A sign-up body with the code its mobile (or email) was sent, through the real sendOtp call: the
 * demo server (the test app's mode) shows the code in its answer. Each call comes from an address of
 * its own, so a file of sign-ups does not spend one address's budget.
 */
export async function withCode<T extends { mobile: string; country_iso: string; email: string }>(
  app: FastifyInstance,
  body: T,
  channel: 'mobile' | 'email' = 'mobile',
): Promise<T & { otp: string; otp_channel: 'mobile' | 'email' }> {
  nextAddress += 1;
  const to = channel === 'mobile' ? { mobile: body.mobile, country_iso: body.country_iso } : { email: body.email };
  const sent = await call(app, 'POST', '/api/cognito-login-service/auth/sendOtp', {
    body: to,
    remoteAddress: `10.250.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`,
  });
  if (sent.status !== 200 || !sent.body.data.otp) throw new Error(`no sign-up code: ${JSON.stringify(sent.body)}`);
  return { ...body, otp: sent.body.data.otp as string, otp_channel: channel };
}
