import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAttendanceWorld, OFFLINE, type AttendanceWorld } from '../../test/attendance-factories.js';
import { call } from '../../test/test-app.js';

// Errors in words of the request's language (Accept-Language), English without one: the envelope's
// message, each field's message naming the field in the language, and a conflict of the school day
// with its stable reason.

const LOGIN = '/api/cognito-login-service/auth/login';
let a: AttendanceWorld;

beforeAll(async () => {
  // Thursday 19 November 2026, 09:30 in India.
  a = await makeAttendanceWorld('2026-11-19T04:00:00Z');
});
afterAll(() => a.t.close());

describe('a field the request left out', () => {
  it('is named in Hindi when the request asks for Hindi', async () => {
    const res = await call(a.t.app, 'POST', LOGIN, { body: { username: 'a@b.c' }, language: 'hi' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'VALIDATION_FAILED', message: 'कुछ जानकारी सही नहीं है।' });
    expect(res.body.errors).toEqual([{ field: 'password', message: 'पासवर्ड ज़रूरी है।' }]);
  });

  it('is named in English without a language, and for a browser’s list that puts English first', async () => {
    for (const language of [undefined, 'en-GB,en;q=0.9,hi;q=0.8']) {
      const res = await call(a.t.app, 'POST', LOGIN, { body: { username: 'a@b.c' }, language });
      expect(res.body.message).toBe('Some fields are not valid.');
      expect(res.body.errors).toEqual([{ field: 'password', message: 'Password is required.' }]);
    }
  });

  it('a value out of its list names the choices, in the language', async () => {
    const res = await call(a.t.app, 'PUT', '/api/institutes/settings/staffContact', {
      token: a.token().admin,
      body: { show_staff_contact: false, default_language: 'fr' },
      language: 'bn',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'default_language', message: 'default_language: এগুলির একটি বেছে নিন: en, hi, mr, bn, ta, ur।' },
    ]);
  });
});

describe('a conflict of the school day', () => {
  const yesterday = () =>
    call(a.t.app, 'POST', `${OFFLINE}/v2/markAttendance`, {
      token: a.token().teacher,
      body: {
        section_id: a.world.sectionA.section_id,
        date: '2026-11-18',
        client_mark_id: crypto.randomUUID(),
        marks: [{ uuid: a.world.people.a1.uuid, mark: 'present' }],
      },
      language: 'hi',
    });

  it('says in Hindi that yesterday’s register is closed, with its reason and the field', async () => {
    const res = await yesterday();
    expect(res.status).toBe(409);
    const closed =
      'बुध, 18 नव॰ का उपस्थिति रजिस्टर अब बदला नहीं जा सकता: रजिस्टर उसी दिन भरा और बदला जाता है, और आज गुरु, 19 नव॰ है।';
    expect(res.body).toMatchObject({ error_code: 'CONFLICT', reason: 'attendance.registerClosed', message: closed });
    expect(res.body.errors).toEqual([{ field: 'date', message: closed }]);
  });

  it('says it in English to a request without a language', async () => {
    const res = await call(a.t.app, 'POST', `${OFFLINE}/v2/markAttendance`, {
      token: a.token().teacher,
      body: {
        section_id: a.world.sectionA.section_id,
        date: '2026-11-18',
        client_mark_id: crypto.randomUUID(),
        marks: [],
      },
    });
    expect(res.body.message).toBe(
      'The register of Wed, 18 Nov cannot be changed now: a register is marked and changed on its own day only, and today is Thu, 19 Nov.',
    );
  });

  it('a signed-out call hears the code’s own words in the language', async () => {
    const res = await call(a.t.app, 'POST', '/api/notifications/list', { body: {}, language: 'ur' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('آگے بڑھنے کے لیے سائن اِن کریں۔');
  });
});
