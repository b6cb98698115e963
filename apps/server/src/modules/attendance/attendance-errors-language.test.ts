import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAttendanceWorld, OFFLINE, type AttendanceWorld } from '../../test/attendance-factories.js';
import { call } from '../../test/test-app.js';

// The register's refusals in the language the request asks for (a teacher reading Hindi), English
// without one: the message, each field's own words, and the answer's reason.

// 09:30 in India on Wednesday 25 November.
let a: AttendanceWorld;
beforeAll(async () => {
  a = await makeAttendanceWorld('2026-11-25T04:00:00Z');
});
afterAll(() => a.t.close());

const TODAY = '2026-11-25';

const mark = (sectionId: number, marks: { uuid: string; mark: string }[], clientMarkId: string, language?: string) =>
  call(a.t.app, 'POST', `${OFFLINE}/v2/markAttendance`, {
    token: sectionId === a.world.sectionA.section_id ? a.token().teacher : a.token().colleague,
    body: { section_id: sectionId, date: TODAY, client_mark_id: clientMarkId, marks },
    language,
  });

describe('a learner of another section in the marks (a field error)', () => {
  const marks = () => [{ uuid: a.world.people.b1.uuid, mark: 'absent' }];

  it('is refused in Hindi, the entry named', async () => {
    const res = await mark(a.world.sectionA.section_id, marks(), crypto.randomUUID(), 'hi');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      reason: 'attendance.notLearnerOfSection',
      message: 'दर्ज किए गए विद्यार्थियों में से कोई इस सेक्शन का विद्यार्थी नहीं है।',
    });
    expect(res.body.errors).toEqual([{ field: 'marks.0.uuid', message: 'इस सेक्शन का विद्यार्थी नहीं है' }]);
  });

  it('is refused in English without a language', async () => {
    const res = await mark(a.world.sectionA.section_id, marks(), crypto.randomUUID());
    expect(res.body.message).toBe('A learner marked is not a learner of this section.');
    expect(res.body.errors).toEqual([{ field: 'marks.0.uuid', message: 'is not a learner of this section' }]);
  });
});

describe('a save already used for another register (a conflict)', () => {
  it('is refused in Hindi and in Tamil, with its reason', async () => {
    const id = crypto.randomUUID();
    expect((await mark(a.world.sectionA.section_id, [], id)).status).toBe(200);
    const hindi = await mark(a.world.sectionB.section_id, [], id, 'hi');
    expect(hindi.status).toBe(409);
    expect(hindi.body).toMatchObject({
      reason: 'attendance.markIdReused',
      message: 'यह बदलाव पहले किसी दूसरे रजिस्टर में सहेजा जा चुका है। कृपया रजिस्टर फिर से सहेजें।',
    });
    expect(hindi.body.errors).toEqual([{ field: 'client_mark_id', message: 'किसी दूसरे रजिस्टर में इस्तेमाल हो चुका है' }]);
    const tamil = await mark(a.world.sectionB.section_id, [], id, 'ta');
    expect(tamil.body.errors[0].message).toBe('ஏற்கெனவே வேறொரு பதிவேட்டுக்குப் பயன்படுத்தப்பட்டது');
  });
});

describe('a range of days that ends before it starts', () => {
  const backwards = (language?: string) =>
    call(a.t.app, 'POST', `${OFFLINE}/sectionWiseAttendance`, {
      token: a.token().teacher,
      body: { section_id: a.world.sectionA.section_id, start_date: TODAY, end_date: '2026-11-23' },
      language,
    });

  it('is refused in Marathi and in English, naming end_date', async () => {
    const marathi = await backwards('mr');
    expect(marathi.status).toBe(400);
    expect(marathi.body).toMatchObject({
      reason: 'attendance.endBeforeStart',
      message: 'शेवटची तारीख सुरुवातीच्या तारखेआधीची असू शकत नाही.',
    });
    expect(marathi.body.errors[0].field).toBe('end_date');
    expect((await backwards()).body.message).toBe('The end date must not be before the start date.');
  });
});
