import type {
  AddItemToClassRecapBody,
  ClassRecap,
  LiveClass,
  PublishClassRecapBody,
  TeachingClass,
} from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appOutbox } from '../../../lib/outbox.app';
import { envelope, errorResponse, stubFetch, type FakeCall } from '../../../test/fake-api';
import { storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { TEACHING_CLASS_STORAGE_KEY } from '../hooks/use-teaching-class.hook';
import { CLASS_MAPPING_PREFIX } from '../utils/class-mapping-store';
import { content, node, summary, TEACHER, teacherProfile } from '../test/learnlist-fixtures';

// Class recaps on the teaching screen: while the teacher teaches a live class of the subject, Open
// opens an item and adds it to the class's recap (the first makes it); the count and the state are in
// view; the recap is published for the class from here. Past the class's window the server no longer
// counts it (000 §4): the panel goes and nothing more is added. Spec 000 §4 and §9: the class's
// chapters come from the stored class mapping until it is 30 days old.

const video = content(100001, 'Acids around us');
const notes = content(100002, 'Acids: study notes', { content_kind: 'study_notes', group_id: 3003 });

const live = (id: number, title: string): LiveClass => ({
  sch_id: id,
  school_id: 101,
  section_ids: [5001],
  section_names: ['10-A'],
  subject_id: 10018,
  subject_name: 'Science',
  title,
  start_at: '2026-11-25T05:30:00.000Z',
  schedule_date: '2026-11-25',
  start_time: '11:00',
  time_zone: 'Asia/Kolkata',
  duration: 45,
  presenter_uuid: TEACHER,
  presenter_name: 'Meera Iyer',
  lecture_mode: 1,
  lecture_type: 1,
  provider: 'link',
  live_class_status: 2,
  state: 'completed',
  is_active: true,
  is_expired: false,
  join_link: 'https://meet.jit.si/room',
});

const recapOf = (schId: number, count: number, published = 0): ClassRecap => ({
  lecture_id: schId,
  learnlist_id: 77,
  learnlist_name: 'Recap: Acids 2026-11-25',
  item_count: count,
  is_published: published,
  stage: published ? 2 : 1,
});

function tree(call: FakeCall) {
  const id = Number(call.query.get('syllabusId'));
  if (id === 10018) {
    return envelope({
      version: 1,
      parent: node({ syllabus_id: 10018, name: 'Science', syllabus_type_id: 4, class_id: 1010 }),
      child_list: [node({ syllabus_id: 20199, name: 'Acids, Bases and Salts', child_count: 1 })],
    });
  }
  return envelope({
    version: 1,
    parent: node({ syllabus_id: 20199, name: 'Acids, Bases and Salts' }),
    child_list: [node({ syllabus_id: 30582, name: 'Chemical Properties', syllabus_type_id: 6, has_child: false })],
  });
}

function stubClass(options: { classes?: TeachingClass[]; unreachable?: boolean } = {}) {
  let classes: TeachingClass[] = options.classes ?? [
    { live_class: live(41, 'Acids in the kitchen'), teaching_until: '2026-11-25T06:30:00.000Z', recap: null },
  ];
  const items = new Set<string>();
  return {
    reset: () => (classes = []),
    fake: stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(teacherProfile()),
      'GET /syllabus-v2/searchLearnListUniversity': () =>
        envelope({ total_count: 1, page_no: 1, page_size: 20, learnlist_list: [summary()] }),
      'GET /syllabus-v2/childList': tree,
      'GET /syllabus-v2/contentBySyllabusId/v2.1.1': () =>
        envelope({ version: 1, start_index: 1, end_index: 2, has_more: false, content_list: [video, notes] }),
      'POST /live-class/classroom/activeClass': () => envelope({ classes }),
      'POST /live-class/classroom/addItemToClassRecap': (call) => {
        const body = call.body as AddItemToClassRecapBody;
        // No link: the request fails as a browser's does offline (no answer, so no retries that
        // would carry the write into the next test's server).
        if (options.unreachable) throw new TypeError('Failed to fetch');
        if (!classes.some((c) => c.live_class.sch_id === body.lecture_id)) return errorResponse(409, 'CONFLICT');
        const key = String(body.item.learnlist_item_id);
        const added = !items.has(key);
        items.add(key);
        return envelope({ recap: recapOf(Number(body.lecture_id), items.size), created: items.size === 1, added });
      },
      'POST /live-class/classroom/publishUnpublishLiveClassLearnlist': (call) => {
        const body = call.body as PublishClassRecapBody;
        const recap = recapOf(Number(body.lecture_id), items.size, body.is_published);
        classes = classes.map((c) => ({ ...c, recap }));
        return envelope({ recap });
      },
    }),
  };
}

async function openTopic() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Acids, Bases and Salts/ }));
  await user.click(await screen.findByRole('button', { name: 'Chemical Properties' }));
  await screen.findByRole('list', { name: 'Content of Chemical Properties' });
  return user;
}

// The Open links open a new tab: the test DOM does not navigate, so the click's default is stopped here.
const stopNavigation = (e: Event) => e.preventDefault();

describe('teaching a live class from the teaching screen', () => {
  beforeEach(() => {
    storeSession({ uuid: TEACHER, user_type_id: 3, username: 'teacher@demo.school' });
    document.addEventListener('click', stopNavigation);
  });
  afterEach(() => document.removeEventListener('click', stopNavigation));

  it('adds each item opened to the class recap, once, and publishes it for the class', async () => {
    const { fake } = stubClass();
    renderApp('/teach/1/10018/Science');
    const panel = await screen.findByRole('region', { name: 'Teaching now' });
    expect(within(panel).getByText('Acids in the kitchen · 10-A · 11:00')).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent('Open an item to start this class’s recap.');
    const user = await openTopic();

    const open = screen.getByRole('link', { name: 'Open Acids around us' });
    expect(open).toHaveAttribute('href', '/content-player/100001');
    expect(open).toHaveAttribute('target', '_blank');
    await user.click(open);
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Class recap: 1 item'));
    expect(within(panel).getByRole('status')).toHaveTextContent('“Acids around us” was added to the class recap.');
    await user.click(screen.getByRole('link', { name: 'Open Acids: study notes' }));
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Class recap: 2 items'));
    await user.click(screen.getByRole('link', { name: 'Open Acids around us' }));
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent('“Acids around us” is already in the class recap.'),
    );
    const adds = fake.calls.filter((c) => c.path.endsWith('/addItemToClassRecap')).map((c) => c.body);
    expect(adds[1]).toEqual({
      lecture_id: 41,
      item: expect.objectContaining({ learnlist_item_id: 100002, learnlist_item_type: 12, syllabus_id: 30582 }),
      // When it was opened: an item opened offline is judged by the class's window then.
      made_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    await user.click(within(panel).getByRole('button', { name: 'Publish the recap for the class' }));
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Published for the class'));
    expect(within(panel).getByRole('link', { name: 'Review the recap' })).toHaveAttribute('href', '/my-learnlists/77');
    expect(fake.calls.find((c) => c.path.endsWith('/publishUnpublishLiveClassLearnlist'))!.body).toEqual({
      lecture_id: 41,
      is_published: 1,
    });
  });

  it('an item opened with no connection waits on the device, saying so, with the time it was opened', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubClass({ unreachable: true });
    renderApp('/teach/1/10018/Science');
    const panel = await screen.findByRole('region', { name: 'Teaching now' });
    const user = await openTopic();
    await user.click(screen.getByRole('link', { name: 'Open Acids around us' }));
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent(
        '“Acids around us” is saved on this device; it will be added to the class recap when you are online.',
      ),
    );
    const waiting = appOutbox.entries().filter((e) => e.tag === 'class-recap-item');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.body).toMatchObject({ lecture_id: 41, made_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    appOutbox.remove(waiting.map((e) => e.id));
    offline.mockRestore();
  });

  it('lets the teacher choose between two classes on now, and keeps the choice', async () => {
    const taught = (id: number, title: string): TeachingClass => ({
      live_class: live(id, title),
      teaching_until: '2026-11-25T06:30:00.000Z',
      recap: null,
    });
    stubClass({ classes: [taught(41, 'Acids in the kitchen'), taught(42, 'Indicators')] });
    renderApp('/teach/1/10018/Science');
    const user = userEvent.setup();
    const choice = await screen.findByRole('combobox', { name: 'The class you are teaching' });
    await user.click(choice);
    await user.click(await screen.findByRole('option', { name: 'Indicators' }));
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(TEACHING_CLASS_STORAGE_KEY)!)).toEqual({
        uuid: TEACHER,
        sch_id: 42,
      }),
    );
  });

  it('once the class is no longer taught (its window passed), the panel goes and Open adds nothing', async () => {
    window.localStorage.setItem(TEACHING_CLASS_STORAGE_KEY, JSON.stringify({ uuid: TEACHER, sch_id: 41 }));
    const { fake } = stubClass({ classes: [] });
    renderApp('/teach/1/10018/Science');
    const user = await openTopic();
    expect(screen.queryByRole('region', { name: 'Teaching now' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open Acids around us' }));
    expect(fake.calls.some((c) => c.path.endsWith('/addItemToClassRecap'))).toBe(false);
    await waitFor(() => expect(window.localStorage.getItem(TEACHING_CLASS_STORAGE_KEY)).toBeNull());
  });

  it('reads the class’s chapters from the stored mapping while it is under 30 days old', async () => {
    const chapters = {
      parent: node({ syllabus_id: 10018, name: 'Science', syllabus_type_id: 4, class_id: 1010 }),
      children: [node({ syllabus_id: 20199, name: 'Acids, Bases and Salts', child_count: 1 })],
    };
    const key = `${CLASS_MAPPING_PREFIX}.1.10018`;
    // The stored active-class state: the class taught when the screen was last open.
    window.localStorage.setItem(TEACHING_CLASS_STORAGE_KEY, JSON.stringify({ uuid: TEACHER, sch_id: 41 }));
    window.localStorage.setItem(key, JSON.stringify({ refreshed_at: Date.now() - 29 * 86_400_000, chapters }));
    const first = stubClass();
    const subjectReads = (fake: typeof first.fake) =>
      fake.calls.filter((c) => c.path.endsWith('/childList') && c.query.get('syllabusId') === '10018');
    const { unmount } = renderApp('/teach/1/10018/Science');
    await screen.findByRole('region', { name: 'Teaching now' });
    expect(await screen.findByRole('button', { name: /Acids, Bases and Salts/ })).toBeInTheDocument();
    expect(subjectReads(first.fake)).toHaveLength(0);
    unmount();

    // 30 days old: read from the server once, and stored again with the time of this refresh.
    window.localStorage.setItem(key, JSON.stringify({ refreshed_at: Date.now() - 30 * 86_400_000, chapters }));
    const second = stubClass();
    renderApp('/teach/1/10018/Science');
    expect(await screen.findByRole('button', { name: /Acids, Bases and Salts/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(key)!).refreshed_at).toBeGreaterThan(Date.now() - 60_000),
    );
    expect(subjectReads(second.fake)).toHaveLength(1);
  });
});
