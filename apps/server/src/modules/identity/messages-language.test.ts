import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Notifier, OutgoingMessage } from '../../platform/notify/notifier.js';
import { tokenFor } from '../../test/content-factories.js';
import { makeSchool, makeUser } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Codes by e-mail and SMS in the recipient's language: a person not known yet (a contact being signed
// up) gets the request's language; a known person gets their own choice, whatever the request says,
// else their school's default. The notifier here stands where the e-mail and SMS providers do and
// keeps what it was given.

const AUTH = '/api/cognito-login-service/auth';
let t: TestApp;
const sent: OutgoingMessage[] = [];
const notifier: Notifier = {
  channels: ['email', 'sms'],
  async send(message) {
    sent.push(message);
  },
};

/** The message sent to an address (a reset goes out in the background: waited for, not slept on). */
async function messageTo(to: string): Promise<OutgoingMessage> {
  return vi.waitFor(() => {
    const found = sent.find((m) => m.to === to);
    if (!found) throw new Error(`nothing sent to ${to} yet`);
    return found;
  });
}

beforeAll(async () => {
  t = await createTestApp({ notifier });
});
afterAll(() => t.close());

describe('a sign-up code, for a contact nobody has yet', () => {
  it('is written in the language the request asks for', async () => {
    const hindi = await call(t.app, 'POST', `${AUTH}/sendOtp`, { body: { email: 'naya@example.in' }, language: 'hi' });
    expect(hindi.status).toBe(200);
    const message = await messageTo('naya@example.in');
    expect(message.subject).toMatch(/^आपका ESC Learning कोड: \d{6}$/);
    expect(message.text).toMatch(/^\d{6} अपना खाता बनाना पूरा करने के लिए आपका ESC Learning कोड है। यह 10 मिनट में/);
    expect(message.variables.code).toMatch(/^\d{6}$/);
  });

  it('is in English when the request names no language the product has', async () => {
    await call(t.app, 'POST', `${AUTH}/sendOtp`, { body: { email: 'new@example.in' }, language: 'fr-FR,de;q=0.5' });
    expect((await messageTo('new@example.in')).text).toMatch(
      /^\d{6} is your ESC Learning code to finish creating your account\. It expires in 10 minutes\./,
    );
  });
});

describe('a password reset code, for a known person', () => {
  it('follows the person’s own language, not the request’s, by e-mail and by SMS', async () => {
    const user = await makeUser(t.db, { email: 'meera@example.in', mobile: '9876501234' });
    const token = await tokenFor(t.app, user.email!, user.password);
    await call(t.app, 'POST', `${AUTH}/updateProfile`, { token, body: { preferred_language: 'ur' } });
    await call(t.app, 'POST', `${AUTH}/forgotPassword`, { body: { username: 'meera@example.in' }, language: 'en' });
    expect((await messageTo('meera@example.in')).text).toMatch(
      /^نیا پاس ورڈ چننے کے لیے آپ کا ESC Learning کوڈ \d{6} ہے۔/,
    );
    await call(t.app, 'POST', `${AUTH}/forgotPassword`, { body: { username: '9876501234' }, language: 'en' });
    const sms = await messageTo('+919876501234');
    expect(sms.channel).toBe('sms');
    expect(sms.text).toMatch(/^نیا پاس ورڈ چننے کے لیے/);
  });

  it('follows the school’s default for a person who chose none', async () => {
    const school = await makeSchool(t.db, { school_name: 'Shivaji Vidyalaya' });
    await t.db
      .updateTable('schools')
      .set({ default_language: 'mr' })
      .where('school_id', '=', school.school_id)
      .execute();
    await makeUser(t.db, { email: 'sai@example.in', schoolId: school.school_id });
    await call(t.app, 'POST', `${AUTH}/forgotPassword`, { body: { username: 'sai@example.in' } });
    expect((await messageTo('sai@example.in')).text).toMatch(
      /^नवीन पासवर्ड निवडण्यासाठी तुमचा ESC Learning कोड \d{6} आहे\. तो \d+ मिनिटांत संपेल\./,
    );
  });
});
