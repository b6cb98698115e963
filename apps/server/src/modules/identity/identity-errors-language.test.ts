import { randomUUID } from 'node:crypto';
import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, messageOfReason } from '../../platform/errors/app-error.js';
import { makeSchool, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { createRecordingNotifier } from '../../test/recording-notifier.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Accounts, sign-in and parent links refuse in the words of the request's language (Accept-Language)
// and in English without one, each refusal with its stable reason; a field's refusal says what to
// do about that field. The registration check's answer speaks the same language.

const AUTH = '/api/cognito-login-service/auth';

let t: TestApp;
const inbox = createRecordingNotifier();
let address = 0;

beforeAll(async () => {
  t = await createTestApp({ config: { mode: 'production' }, notifier: inbox.notifier });
});
afterAll(() => t.close());

const post = (path: string, options: { body: unknown; token?: string; language?: string }) =>
  call(t.app, 'POST', `${AUTH}/${path}`, { ...options, remoteAddress: `10.7.0.${(address = (address % 250) + 1)}` });

async function signIn(user: { email: string | null }): Promise<string> {
  const res = await post('login', { body: { username: user.email, password: TEST_PASSWORD } });
  expect(res.status).toBe(200);
  return res.body.data.access_token as string;
}

// A value an institute user (type 4) registered is blocked for everyone else (spec 002 §5.1).
const instituteUser = (email: string) => makeUser(t.db, { userTypeId: UserType.InstituteUser, email });

describe('a conflict: an email another account holds', () => {
  it('is refused on the profile in Hindi, the field saying the same', async () => {
    await instituteUser('taken.hi@example.in');
    const token = await signIn(await makeUser(t.db));
    const res = await post('updateProfile', { body: { email: 'taken.hi@example.in' }, token, language: 'hi' });
    expect(res.status).toBe(409);
    const taken = 'यह ईमेल किसी दूसरे खाते में पहले से दर्ज है। कोई दूसरा ईमेल इस्तेमाल करें।';
    expect(res.body).toMatchObject({ error_code: 'CONFLICT', reason: 'identity.emailTaken', message: taken });
    expect(res.body.errors).toEqual([{ field: 'email', message: taken }]);
  });

  it('is refused in English to a request without a language', async () => {
    await instituteUser('taken.en@example.in');
    const token = await signIn(await makeUser(t.db));
    const res = await post('updateProfile', { body: { email: 'taken.en@example.in' }, token });
    expect(res.status).toBe(409);
    expect(res.body.reason).toBe('identity.emailTaken');
    expect(res.body.message).toBe('This email is already registered to another account. Use a different email.');
  });

  it('a sign-up with a parent’s email, in Bengali; the registration check says it in Tamil', async () => {
    const parent = await makeUser(t.db, { userTypeId: UserType.Parent, email: 'parent.taken@example.in' });
    const signUp = await post('signUp', {
      body: {
        role: 'parent',
        first_name: 'Rina',
        last_name: 'Das',
        email: parent.email,
        mobile: '9830012345',
        country_iso: 'IN',
        password: 'Kolkata2026',
        otp: '000000',
      },
      language: 'bn',
    });
    expect(signUp.status).toBe(409);
    expect(signUp.body.reason).toBe('identity.emailRegistered');
    expect(signUp.body.message).toContain('এই ইমেলটি ইতিমধ্যে নথিভুক্ত।');
    expect(signUp.body.errors).toEqual([{ field: 'email', message: signUp.body.message }]);

    const check = await post('checkRegistration', {
      body: { entity_name: 'email', entity_value: parent.email, role_type: 'parent' },
      language: 'ta',
    });
    expect(check.body.data).toMatchObject({ entity_state: 1, allowed: false });
    expect(check.body.data.message).toContain('இந்த மின்னஞ்சல் ஏற்கெனவே பதிவுசெய்யப்பட்டுள்ளது.');
  });
});

describe('a not-found: a link request that is not there', () => {
  it('says so in Hindi, and in English without a language', async () => {
    const token = await signIn(await makeUser(t.db, { userTypeId: UserType.Parent }));
    const body = { link_id: randomUUID(), otp: '123456' };
    const hindi = await post('confirmParentLink', { body, token, language: 'hi' });
    expect(hindi.status).toBe(404);
    expect(hindi.body).toMatchObject({ error_code: 'NOT_FOUND', reason: 'identity.linkRequestGone' });
    expect(hindi.body.message).toContain('यह लिंक अनुरोध मौजूद नहीं है');
    const english = await post('confirmParentLink', { body, token });
    expect(english.body.message).toBe(
      'This link request does not exist or has expired. Ask the school to send it again.',
    );
  });
});

describe('a field: a code or a password that is not right', () => {
  it('the link’s code counts down the tries left, in Urdu and English, then says none are left in Hindi', async () => {
    const school = await makeSchool(t.db);
    const parent = await makeUser(t.db, { userTypeId: UserType.Parent, email: 'link.parent@example.in' });
    const child = await makeUser(t.db, { schoolId: school.school_id });
    const links = t.services.identity.parentLinks;
    const [request] = await links.request(
      [{ parentUuid: parent.uuid, childUuid: child.uuid, schoolId: school.school_id }],
      parent.uuid,
    );
    expect(await links.notify([request!])).toBe(1);
    const token = await signIn(parent);
    const wrong = (language?: string) =>
      post('confirmParentLink', { body: { link_id: request!.id, otp: 'wrong!' }, token, language });

    // Five tries to a code (one-time codes' policy): each wrong one says how many remain.
    const urdu = await wrong('ur');
    expect(urdu.status).toBe(400);
    expect(urdu.body).toMatchObject({
      reason: 'identity.linkCodeWrong',
      message: 'کوڈ درست نہیں ہے۔ ابھی 4 کوششیں باقی ہیں۔',
    });
    expect(urdu.body.errors).toEqual([{ field: 'otp', message: 'کوڈ درست نہیں ہے۔ ابھی 4 کوششیں باقی ہیں۔' }]);
    expect((await wrong()).body.message).toBe('The code is not right. 3 tries are left.');
    await wrong();
    expect((await wrong()).body.message).toBe('The code is not right. 1 try is left.');
    const none = await wrong('hi');
    expect(none.body.reason).toBe('identity.linkCodeNoTriesLeft');
    expect(none.body.errors).toEqual([
      { field: 'otp', message: 'कोड सही नहीं है और अभी कोई कोशिश बाकी नहीं है। स्कूल से अनुरोध फिर से भेजने को कहें।' },
    ]);
  });

  it('a wrong current password is named in Marathi, and in English without a language', async () => {
    const token = await signIn(await makeUser(t.db));
    const body = { current_password: 'not-it-2026', new_password: 'Changed2026' };
    const marathi = await post('changePassword', { body, token, language: 'mr' });
    expect(marathi.status).toBe(400);
    expect(marathi.body.reason).toBe('identity.currentPasswordWrong');
    expect(marathi.body.errors).toEqual([{ field: 'current_password', message: 'सध्याचा पासवर्ड बरोबर नाही.' }]);
    const english = await post('changePassword', { body, token });
    expect(english.body.errors).toEqual([
      { field: 'current_password', message: 'The current password is not correct.' },
    ]);
  });
});

describe('refusals of the platform’s sign-in guards', () => {
  it('a learner reading another learner’s records is told in Hindi it is for themselves only', async () => {
    const token = await signIn(await makeUser(t.db));
    const other = await makeUser(t.db);
    const url = `/api/mis/v2/contentBookmarkedStatusUniversity?uuid=${other.uuid}&contentId=1`;
    const hindi = await call(t.app, 'GET', url, { token, language: 'hi' });
    expect(hindi.status).toBe(403);
    expect(hindi.body).toMatchObject({ reason: 'auth.onlyForYourself', message: 'यह केवल अपने लिए किया जा सकता है।' });
    expect((await call(t.app, 'GET', url, { token })).body.message).toBe('You can only do this for yourself.');
  });
});

describe('a school’s import that would send a parent too many link requests', () => {
  it('names the parent and the wait in the reader’s language', async () => {
    const school = await makeSchool(t.db);
    const parent = await makeUser(t.db, { userTypeId: UserType.Parent, email: 'busy.hi@example.in' });
    const child = await makeUser(t.db, { schoolId: school.school_id });
    const pair = { parentUuid: parent.uuid, childUuid: child.uuid, schoolId: school.school_id };
    // Ten requests a day reach a parent from all schools together.
    for (let i = 0; i < 10; i += 1) await t.services.identity.parentLinks.request([pair], parent.uuid);
    const refused = await t.services.identity.parentLinks.request([pair], parent.uuid).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    const { code, reason } = refused as AppError;
    expect([code, reason?.reason]).toEqual(['RATE_LIMITED', 'identity.parentLinksCapped']);
    const hindi = messageOfReason('hi', reason!);
    expect(hindi).toMatch(/^busy\.hi@example\.in को आज सभी स्कूलों से मिलाकर 10 लिंक अनुरोध/);
    // The day's window has just begun: a day's wait, in hours.
    expect(hindi).toContain('कृपया 24 घंटे रुकें');
    expect((refused as AppError).message).toMatch(/^busy\.hi@example\.in has been sent 10 link requests today/);
  });
});
