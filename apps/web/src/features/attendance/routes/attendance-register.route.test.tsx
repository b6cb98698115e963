import type { MarkAttendanceBody } from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appOutbox } from '../../../lib/outbox.app';
import { envelope, errorResponse, stubFetch, type FakeCall } from '../../../test/fake-api';
import { ASHA, BALA, OFF, register, renderAt, signInTeacher, TEACHER, today } from '../test/attendance-fixtures';

describe('/attendance for a teacher: the register', () => {
  it('everyone present by default; tap Absent, add a remark, save, then tell the parents', async () => {
    signInTeacher();
    // The server as it would be: the register read answers what the last save made of it.
    let current = register();
    const saved = (call: FakeCall) => {
      const body = call.body as MarkAttendanceBody;
      current = register({
        is_marked: true,
        marked_by: { uuid: TEACHER.uuid, name: 'Meera Iyer' },
        marked_at: '2026-11-25T04:40:00.000Z',
        learners: [
          {
            uuid: ASHA,
            name: 'Asha Rao',
            mark: 'absent',
            source: 'teacher',
            remark: body.marks[0]!.remark ?? null,
            live_classes: [],
          },
          { uuid: BALA, name: 'Bala Nair', mark: 'present', source: 'live', remark: null, live_classes: [9] },
        ],
        counts: { present: 1, absent: 1, late: 0, excused: 0 },
      });
      return envelope({ ...current, replayed: false, replaced: [] });
    };
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(TEACHER),
      [`POST ${OFF}/markAttendanceDetails`]: () => envelope(current),
      [`POST ${OFF}/v2/markAttendance`]: saved,
      [`POST ${OFF}/sendPNForAttendance`]: () =>
        envelope({
          section_id: 5001,
          date: today,
          absent_learners: 1,
          parents: 1,
          absence_notice_at: '2026-11-25T04:41:00.000Z',
        }),
    });
    renderAt('/attendance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Attendance' })).toBeInTheDocument();
    const asha = await screen.findByRole('listitem', { name: 'Asha Rao' });
    expect(within(asha).getByText('Not marked yet')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Bala Nair' })).getByText('Present in a live class'),
    ).toBeInTheDocument();
    const marks = within(asha).getByRole('radiogroup', { name: 'Mark for Asha Rao' });
    expect(within(marks).getByRole('radio', { name: 'Present' })).toBeChecked();
    expect(screen.getByText('2 present, 0 absent, 0 late, 0 excused')).toBeInTheDocument();
    expect(screen.getByText('Live classes of the day: Quadratics (1 present)')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(marks).getByRole('radio', { name: 'Absent' }));
    expect(screen.getByText('1 present, 1 absent, 0 late, 0 excused')).toBeInTheDocument();
    await user.click(within(asha).getByRole('button', { name: 'Add a remark for Asha Rao' }));
    await user.type(within(asha).getByRole('textbox', { name: 'Remark for Asha Rao' }), 'fever');
    await user.click(screen.getByRole('button', { name: 'Save register' }));

    expect(await screen.findByText('Register saved.')).toBeInTheDocument();
    const sent = fake.calls.find((c) => c.path === `${OFF}/v2/markAttendance`)!.body as MarkAttendanceBody;
    expect(sent).toMatchObject({
      section_id: 5001,
      date: today,
      marks: [{ uuid: ASHA, mark: 'absent', remark: 'fever' }],
    });
    expect(sent.client_mark_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(appOutbox.entries()).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Tell parents of absent learners' }));
    expect(await screen.findByText('Absence notice sent to 1 parent.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path === `${OFF}/sendPNForAttendance`)?.body).toEqual({
      section_id: 5001,
      date: today,
    });
  });

  it('a save the server cannot take now stays in the outbox, shown as it was marked', async () => {
    signInTeacher();
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(TEACHER),
      [`POST ${OFF}/markAttendanceDetails`]: () => envelope(register()),
      [`POST ${OFF}/v2/markAttendance`]: () => errorResponse(429, 'RATE_LIMITED'),
    });
    renderAt('/attendance');
    const user = userEvent.setup();
    const asha = await screen.findByRole('listitem', { name: 'Asha Rao' });
    await user.click(within(asha).getByRole('radio', { name: 'Late' }));
    await user.click(screen.getByRole('button', { name: 'Save register' }));
    await waitFor(() => expect(appOutbox.entries()).toHaveLength(1));
    expect(appOutbox.entries()[0]).toMatchObject({ tag: 'attendance', owner: TEACHER.uuid });
    expect(within(asha).getByRole('radio', { name: 'Late' })).toBeChecked();
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    appOutbox.remove(appOutbox.entries().map((e) => e.id));
  });

  it('a save the server refuses (the day is over) says why', async () => {
    signInTeacher();
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(TEACHER),
      [`POST ${OFF}/markAttendanceDetails`]: () => envelope(register()),
      [`POST ${OFF}/v2/markAttendance`]: () =>
        errorResponse(409, 'CONFLICT', 'The register of 2026-11-24 cannot be changed now.', [
          { field: 'date', message: 'is not today' },
        ]),
    });
    renderAt('/attendance');
    await screen.findByRole('listitem', { name: 'Asha Rao' });
    await userEvent.click(screen.getByRole('button', { name: 'Save register' }));
    expect(
      await screen.findByText('The register was not saved: The register of 2026-11-24 cannot be changed now.'),
    ).toBeInTheDocument();
    expect(appOutbox.entries()).toEqual([]);
    expect(fake.calls.filter((c) => c.path === `${OFF}/v2/markAttendance`)).toHaveLength(1);
  });

  it('a save whose mark another teacher replaced later says so in words: whose mark stands and when', async () => {
    signInTeacher();
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(TEACHER),
      [`POST ${OFF}/markAttendanceDetails`]: () => envelope(register()),
      [`POST ${OFF}/v2/markAttendance`]: () =>
        envelope({
          ...register({ is_marked: true }),
          replayed: false,
          replaced: [
            {
              uuid: ASHA,
              name: 'Asha Rao',
              your_mark: 'absent',
              kept_mark: 'present',
              kept_by: { uuid: '55555555-5555-4555-8555-555555555555', name: 'Ravi Menon' },
              // 10:10 am in India.
              kept_made_at: '2026-11-25T04:40:00.000Z',
            },
          ],
        }),
    });
    renderAt('/attendance');
    const user = userEvent.setup();
    const asha = await screen.findByRole('listitem', { name: 'Asha Rao' });
    await user.click(within(asha).getByRole('radio', { name: 'Absent' }));
    await user.click(screen.getByRole('button', { name: 'Save register' }));
    expect(
      await screen.findByText(
        'Asha Rao: your mark (Absent) was not kept. Ravi Menon marked Present later, at 10:10 am.',
      ),
    ).toBeInTheDocument();
    const sent = fake.calls.find((c) => c.path === `${OFF}/v2/markAttendance`)!.body as MarkAttendanceBody;
    // The save says when it was made, so a save that waited offline is judged by that time.
    expect(Math.abs(Date.parse(sent.made_at!) - Date.now())).toBeLessThan(60_000);
  });

  it('a register of another day is read-only', async () => {
    signInTeacher();
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(TEACHER),
      [`POST ${OFF}/markAttendanceDetails`]: (call) =>
        envelope(
          register({
            date: (call.body as { date: string }).date,
            is_editable: (call.body as { date: string }).date === today,
          }),
        ),
    });
    renderAt('/attendance?date=2026-11-24');
    expect(await screen.findByText(/A register is changed on its own day only/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save register' })).toBeNull();
    expect(
      within(screen.getByRole('listitem', { name: 'Asha Rao' })).getByRole('radio', { name: 'Absent' }),
    ).toBeDisabled();
  });
});
