import type { PastClass, PastClassesData, TransVideoData, UploadFileData } from '@esc/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { envelope, stubFetch } from '../../../test/fake-api';
import { profile, section, storeSession } from '../../../test/fixtures';
import { TeacherCounts } from '../components/teacher-counts.component';
import { lecture, renderRecordingsAt, TEACHER_UUID } from '../test/recording-fixtures';

// The teacher's side of recordings: past classes with their recordings, a recording (and notes)
// uploaded through the media pipeline with its progress and attached to the class, a recording
// removed; the dashboard's library and attendee counts (001 §7).

afterEach(() => vi.restoreAllMocks());

const teacher = profile({
  uuid: TEACHER_UUID,
  user_type_id: 3,
  name: 'Meera Iyer',
  sections: [section(1, '10-A', 'Class 10')],
});

const past = (id: number, overrides: Partial<PastClass> = {}): PastClass => ({
  sch_id: id,
  title: `Class ${id}`,
  subject_name: 'Science',
  section_names: ['10-A'],
  start_at: '2026-11-24T03:30:00.000Z',
  schedule_date: '2026-11-24',
  start_time: '09:00',
  duration: 45,
  live_class_status: 3,
  presenter_name: 'Meera Iyer',
  is_over: true,
  recordings: [],
  ...overrides,
});

/** XMLHttpRequest as the upload calls answer it: progress in two steps, then the envelope. */
class FakeUpload {
  static sent: { url: string; form: FormData }[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send(form: FormData) {
    FakeUpload.sent.push({ url: this.url, form });
    const video = this.url.endsWith('/upload/getTransVideo');
    const data: TransVideoData | UploadFileData = video
      ? {
          upload_id: 'u-1',
          source_key: 'uploads/101/recordings/a-class.mp4',
          transcoded_key: 'uploads/101/recordings/a-class-h264.mp4',
          status: 'processing',
        }
      : {
          upload_id: 'u-2',
          key: 'uploads/101/recordings/b-notes.pdf',
          folder_path: 'recordings',
          file_name: 'notes.pdf',
          content_type: 'application/pdf',
          size_bytes: 1200,
          signed_url: '/api/media/file/uploads/101/recordings/b-notes.pdf?expires=1&sig=x',
          expires_in: 3600,
        };
    setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }), 10);
    setTimeout(() => {
      this.status = 200;
      this.responseText = JSON.stringify({ status_code: 200, status: 1, message: 'OK', data });
      this.onload?.();
    }, 150);
  }
}

describe('past classes on /live-class', () => {
  it('uploads a class’s video and notes with progress, and attaches them as its recording', async () => {
    storeSession({ uuid: teacher.uuid, user_type_id: 3 });
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    let saved = false;
    const classes = () => [
      past(5, {
        title: 'Light',
        recordings: saved
          ? [lecture(9, { lecture_id: 5, title: 'Light, recorded', state: 'processing', access: null })]
          : [],
      }),
      past(6, { title: 'Acids', is_over: false }),
    ];
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(teacher),
      'GET /live-class/teacher/schedule/upcomingClassesUniversity': () =>
        envelope({ classes: [], time_zone: 'Asia/Kolkata' }),
      'POST /live-class/teacher/schedule/pastClassesUniversity': () =>
        envelope({
          classes: classes(),
          total_count: 2,
          page_no: 1,
          page_size: 10,
          time_zone: 'Asia/Kolkata',
        } satisfies PastClassesData),
      'POST /live-class/teacher/schedule/saveRecording': () => {
        saved = true;
        return envelope({
          recorded_lecture: lecture(9, { title: 'Light, recorded', state: 'processing', access: null }),
        });
      },
    });
    renderRecordingsAt('/live-class');
    const acids = await screen.findByRole('listitem', { name: 'Acids' });
    expect(within(acids).getByText('A recording can be added once the class is over.')).toBeInTheDocument();
    const light = screen.getByRole('listitem', { name: 'Light' });
    expect(within(light).getByText('No recording yet.')).toBeInTheDocument();
    await userEvent.click(within(light).getByRole('button', { name: 'Add a recording of Light' }));

    const form = await screen.findByRole('form', { name: 'Add the recording of Light' });
    const [videoInput, notesInput] = form.querySelectorAll<HTMLInputElement>('input[type=file]');
    await userEvent.click(within(form).getByRole('button', { name: 'Upload and add' }));
    expect(await within(form).findByText('Choose the video of the class.')).toBeInTheDocument();
    await userEvent.upload(videoInput!, new File(['video'], 'class.mp4', { type: 'video/mp4' }));
    await userEvent.upload(notesInput!, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    const title = within(form).getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Light, recorded');
    await userEvent.click(within(form).getByRole('button', { name: 'Upload and add' }));
    expect(await within(form).findByText('Uploading the video: 50%')).toBeInTheDocument();
    expect(within(form).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '50');

    expect(await screen.findByText(/The recording is added/)).toBeInTheDocument();
    expect(FakeUpload.sent.map((s) => s.url)).toEqual(['/api/upload/getTransVideo', '/api/upload/uploadFile']);
    expect(FakeUpload.sent[0]!.form.get('folderPath')).toBe('recordings');
    expect(fake.calls.find((c) => c.path === '/live-class/teacher/schedule/saveRecording')?.body).toMatchObject({
      sch_id: 5,
      media_key: 'uploads/101/recordings/a-class-h264.mp4',
      notes_key: 'uploads/101/recordings/b-notes.pdf',
      title: 'Light, recorded',
    });
    const updated = await screen.findByRole('listitem', { name: 'Light' });
    expect(await within(updated).findByText('Processing')).toBeInTheDocument();
  });

  it('removes a recording after the teacher confirms', async () => {
    storeSession({ uuid: teacher.uuid, user_type_id: 3 });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(teacher),
      'GET /live-class/teacher/schedule/upcomingClassesUniversity': () =>
        envelope({ classes: [], time_zone: 'Asia/Kolkata' }),
      'POST /live-class/teacher/schedule/pastClassesUniversity': () =>
        envelope({
          classes: [past(5, { title: 'Light', recordings: [lecture(9, { title: 'Light, recorded', access: null })] })],
          total_count: 1,
          page_no: 1,
          page_size: 10,
          time_zone: 'Asia/Kolkata',
        }),
      'POST /live-class/teacher/schedule/saveRecording': () => envelope({ recorded_lecture: null }),
    });
    renderRecordingsAt('/live-class');
    const light = await screen.findByRole('listitem', { name: 'Light' });
    expect(within(light).getByRole('link', { name: 'Light, recorded' })).toHaveAttribute(
      'href',
      '/play-live-class?video_id=9',
    );
    await userEvent.click(within(light).getByRole('button', { name: 'Remove the recording Light, recorded' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === '/live-class/teacher/schedule/saveRecording')?.body).toEqual({
        video_id: 9,
        is_deleted: true,
      }),
    );
  });
});

describe('the teacher dashboard’s counts', () => {
  it('shows the library and the attendees of the teacher’s classes', async () => {
    storeSession({ uuid: teacher.uuid, user_type_id: 3 });
    stubFetch({
      'GET /live-class/teacherDashboard/libraryCount': () =>
        envelope({ library_count: 7, recordings: 2, learnlists: 3, papers: 2 }),
      'GET /live-class/teacherDashboard/attendeeCount': () =>
        envelope({ attendee_count: 24, attendances: 61, classes_attended: 4 }),
    });
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <TeacherCounts />
      </AppProviders>,
    );
    const counts = await screen.findByRole('region', { name: 'Your teaching at a glance' });
    expect(within(counts).getByTestId('library-count')).toHaveTextContent('7');
    expect(within(counts).getByText('2 recordings · 3 learn-lists · 2 papers')).toBeInTheDocument();
    expect(within(counts).getByTestId('attendee-count')).toHaveTextContent('24');
  });
});
