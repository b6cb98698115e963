import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateVapidKeys } from '../../platform/push/vapid-keys.js';
import { makeAttendanceWorld, type AttendanceWorld } from '../../test/attendance-factories.js';
import { tokenFor } from '../../test/content-factories.js';
import { linkParent, makeUser } from '../../test/factories.js';
import {
  browserPushKeys,
  decryptPush,
  startPushServiceStandIn,
  type PushServiceStandIn,
} from '../../test/push-service-stand-in.js';
import { call } from '../../test/test-app.js';

// Everything the server tells a person is in that person's language: the same absence reaches one
// parent in Hindi and another in English, in the notification centre and in the push each browser
// receives (decrypted here as the browser would); a person who changes language reads their older
// notifications in the new one; a school's default language is for its people who chose none.

const AUTH = '/api/cognito-login-service/auth';
const LIST = '/api/notifications/list';
const SETTINGS = '/api/institutes/settings/staffContact';
const vapid = generateVapidKeys();

let service: PushServiceStandIn;
let a: AttendanceWorld;
interface Parent {
  uuid: string;
  email: string;
  password: string;
  browser: ReturnType<typeof browserPushKeys>;
}
const parents: Record<'hindi' | 'english' | 'unchosen', Parent> = {} as never;

const tokenOf = (p: Parent) => tokenFor(a.t.app, p.email, p.password);

/** What the person's notification centre shows of the absence: its title and body. */
async function absenceIn(p: Parent): Promise<{ title: string; body: string }> {
  await a.t.services.jobs.drain();
  const res = await call(a.t.app, 'POST', LIST, { token: await tokenOf(p), body: {} });
  const items = res.body.data.notifications as { kind: string; title: string; body: string }[];
  const [absence] = items.filter((n) => n.kind === 'attendance_absent');
  return { title: absence!.title, body: absence!.body };
}

/** The push the person's browser received, decrypted with its keys. */
function pushTo(p: Parent): { title: string; body: string } {
  const push = service.requests.find((r) => r.path === `/push/${p.uuid}`);
  const message = JSON.parse(decryptPush(push!.body, p.browser)) as { title: string; body: string };
  return { title: message.title, body: message.body };
}

async function parentOfAsha(language: string | null): Promise<Parent> {
  const user = await makeUser(a.t.db, { userTypeId: UserType.Parent });
  await linkParent(a.t.db, user.uuid, a.world.people.a1.uuid);
  const parent = { uuid: user.uuid, email: user.email!, password: user.password, browser: browserPushKeys() };
  const token = await tokenOf(parent);
  if (language) {
    const chosen = await call(a.t.app, 'POST', `${AUTH}/updateProfile`, {
      token,
      body: { preferred_language: language },
    });
    expect(chosen.status).toBe(200);
  }
  const subscription = { endpoint: `${service.origin}/push/${user.uuid}`, keys: parent.browser.keys };
  await call(a.t.app, 'POST', '/api/notifications/webPushSubscription', {
    token,
    body: { action: 'subscribe', subscription },
  });
  return parent;
}

beforeAll(async () => {
  service = await startPushServiceStandIn();
  // Thursday 19 November 2026, 09:30 in India.
  a = await makeAttendanceWorld('2026-11-19T04:00:00Z', {
    config: { webPush: { ...vapid, subject: 'mailto:push@esc.invalid', endpointOrigins: [service.origin] } },
  });
  parents.hindi = await parentOfAsha('hi');
  parents.english = await parentOfAsha('en');
  parents.unchosen = await parentOfAsha(null);
});
afterAll(async () => {
  await a.t.close();
  await service.close();
});

describe('a child marked absent, told to each parent in their language', () => {
  const hindi = {
    title: 'आज अनुपस्थित',
    body: 'Asha को आज 7-A में अनुपस्थित दर्ज किया गया (गुरु, 19 नव॰)। पूरा दिन देखने के लिए उपस्थिति खोलें।',
  };
  const english = {
    title: 'Absent today',
    body: 'Asha was marked absent today, 7-A (Thu, 19 Nov). Open Attendance to see the day.',
  };

  it('reaches the Hindi parent in Hindi and the English parents in English, in the app and by push', async () => {
    const marked = await a.mark('teacher', '2026-11-19', [{ uuid: a.world.people.a1.uuid, mark: 'absent' }]);
    expect(marked.status).toBe(200);
    expect(await absenceIn(parents.hindi)).toEqual(hindi);
    expect(pushTo(parents.hindi)).toEqual(hindi);
    for (const parent of [parents.english, parents.unchosen]) {
      expect(await absenceIn(parent)).toEqual(english);
      expect(pushTo(parent)).toEqual(english);
    }
  });

  it('a parent who switches language reads the same notification in the new one', async () => {
    const token = await tokenOf(parents.hindi);
    await call(a.t.app, 'POST', `${AUTH}/updateProfile`, { token, body: { preferred_language: 'ta' } });
    expect(await absenceIn(parents.hindi)).toEqual({
      title: 'இன்று வரவில்லை',
      body: 'Asha இன்று 7-A பிரிவில் வரவில்லை எனப் பதிவு செய்யப்பட்டது (நவ. 19, வியா.). அந்த நாளைப் பார்க்க வருகையைத் திறக்கவும்.',
    });
    await call(a.t.app, 'POST', `${AUTH}/updateProfile`, { token, body: { preferred_language: 'hi' } });
    expect(await absenceIn(parents.hindi)).toEqual(hindi);
  });

  it('a school default of Hindi reaches the parent who chose no language, not the one who chose English', async () => {
    const admin = a.token().admin;
    const set = await call(a.t.app, 'PUT', SETTINGS, {
      token: admin,
      body: { show_staff_contact: false, default_language: 'hi' },
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ show_staff_contact: false, default_language: 'hi' });
    expect((await call(a.t.app, 'GET', SETTINGS, { token: admin })).body.data.default_language).toBe('hi');
    expect(await absenceIn(parents.unchosen)).toEqual(hindi);
    expect(await absenceIn(parents.english)).toEqual(english);
    // The screens follow it too: the profile names the school's language to a person who chose none.
    const me = async (parent: Parent) =>
      (await call(a.t.app, 'GET', `${AUTH}/me`, { token: await tokenOf(parent) })).body.data.school_language;
    expect(await me(parents.unchosen)).toBe('hi');
    expect(await me(parents.english)).toBeNull();

    // Left out, the language stays; a language the product does not list is refused.
    await call(a.t.app, 'PUT', SETTINGS, { token: admin, body: { show_staff_contact: true } });
    expect((await call(a.t.app, 'GET', SETTINGS, { token: admin })).body.data.default_language).toBe('hi');
    const unknown = await call(a.t.app, 'PUT', SETTINGS, {
      token: admin,
      body: { show_staff_contact: true, default_language: 'fr' },
    });
    expect(unknown.status).toBe(400);
    await call(a.t.app, 'PUT', SETTINGS, { token: admin, body: { show_staff_contact: false, default_language: null } });
    expect(await absenceIn(parents.unchosen)).toEqual(english);
  });
});
