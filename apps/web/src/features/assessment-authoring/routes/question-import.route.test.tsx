import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { QuestionImportApplyBody, QuestionImportPreviewBody, QuestionImportPreviewData } from '@esc/contracts';
import { envelope, errorResponse, stubFetch, type FakeCall } from '../../../test/fake-api';
import { storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { TEACHER, teacherProfile } from '../test/authoring-fixtures';
import { childList } from '../test/bank-fixtures';

// Importing a question file: the file is checked on the server, each question shown with what
// becomes of it and why, the chapters chosen, and the questions imported all together.

const SLOW = { timeout: 15_000 };
type User = ReturnType<typeof userEvent.setup>;

const PREVIEW: QuestionImportPreviewData = {
  preview_id: '9b0f6c1e-2a41-4f7e-9d61-1c2f3a4b5c6d',
  format: 'gift',
  file_name: 'physics.gift',
  expires_at: '2026-12-07T10:00:00.000Z',
  counts: { imported: 1, changed: 1, refused: 1 },
  categories: ['Algebra'],
  questions: [
    {
      number: 1,
      title: 'Roots',
      outcome: 'imported',
      question_type: 'single',
      stem: 'The roots of $x^2-5x+6=0$ are',
      category: 'Algebra',
      marks: 1,
      notes: [],
      figures: 0,
    },
    {
      number: 2,
      title: 'Colours',
      outcome: 'changed',
      question_type: 'multiple',
      stem: 'Which colours lie between orange and green?',
      category: '',
      marks: 1,
      notes: [
        'The file gave each choice its own share of the marks; here the question is marked by all its right choices together.',
      ],
      figures: 0,
    },
    {
      number: 3,
      title: 'Sum',
      outcome: 'refused',
      question_type: null,
      stem: '',
      category: '',
      marks: null,
      notes: ['The question bank has no question of the type calculated.'],
      figures: 0,
    },
  ],
};

function stub(apply: (call: FakeCall) => Response = () => envelope({ count: 2, question_ids: [501, 502] })) {
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(teacherProfile()),
    'GET /syllabus-v2/childList': childList,
    'POST /question-msa-test/question/import/preview': () => envelope(PREVIEW),
    'POST /question-msa-test/question/import/apply': apply,
  });
}

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function checkFile(user: User) {
  await screen.findByRole('button', { name: /Question file/ }, SLOW);
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  await user.upload(input, new File(['::Roots:: The roots are {=2 and 3 ~1 and 6}'], 'physics.gift'));
  await user.click(screen.getByRole('button', { name: 'Check the file' }));
  await screen.findByText('What happens to the questions of physics.gift', {}, SLOW);
}

const bodyOf = (calls: FakeCall[], path: string) => calls.filter((c) => c.path.endsWith(path)).at(-1)!.body;

describe('importing questions from a file', { timeout: 120_000 }, () => {
  beforeEach(() => storeSession({ uuid: TEACHER, user_type_id: 3 }));

  it('shows each question with what becomes of it, then imports into the chosen chapters', async () => {
    const fake = stub();
    renderApp('/faculty-assessment-dashboard/question-bank/import');
    const user = userEvent.setup({ delay: null });
    await checkFile(user);
    const sent = bodyOf(fake.calls, 'import/preview') as QuestionImportPreviewBody;
    expect(sent.file_name).toBe('physics.gift');
    expect(atob(sent.file_base64)).toContain('::Roots::');

    expect(screen.getByText('Ready: 1')).toBeInTheDocument();
    expect(screen.getByText('Cannot be imported: 1')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Questions in the file' });
    // The questions are the list's own items (each may hold a list of its notes).
    const rows = Array.from(list.children);
    expect(rows[0]).toHaveTextContent('Ready');
    expect(rows[0]!.querySelector('.katex')).not.toBeNull();
    expect(rows[1]).toHaveTextContent('all its right choices together');
    expect(rows[2]).toHaveTextContent('no question of the type calculated');

    await user.click(screen.getByRole('button', { name: 'Import the questions' }));
    expect(await screen.findByText('Choose a chapter or topic first.')).toBeInTheDocument();
    await choose(user, 'Class', 'Class 10 · CBSE');
    await choose(user, 'Subject', 'Mathematics');
    await choose(user, 'Chapter', 'Quadratic Equations');
    await choose(user, 'Chapter for “Algebra”', 'Triangles');
    await user.click(screen.getByRole('button', { name: 'Import the questions' }));

    expect(await screen.findByText('2 questions were added to the question bank.')).toBeInTheDocument();
    expect(bodyOf(fake.calls, 'import/apply') as QuestionImportApplyBody).toEqual({
      preview_id: PREVIEW.preview_id,
      syllabus_id: 210,
      categories: [{ category: 'Algebra', syllabus_id: 220 }],
      difficulty: 2,
    });
    expect(screen.getByRole('link', { name: 'Go to the question bank' })).toHaveAttribute(
      'href',
      '/faculty-assessment-dashboard/question-bank',
    );
  });

  it('says why when the import is refused, and keeps the choices', async () => {
    stub(() => errorResponse(409, 'CONFLICT', 'This preview has already been imported.'));
    renderApp('/faculty-assessment-dashboard/question-bank/import');
    const user = userEvent.setup({ delay: null });
    await checkFile(user);
    await choose(user, 'Class', 'Class 10 · CBSE');
    await choose(user, 'Subject', 'Mathematics');
    await choose(user, 'Chapter', 'Quadratic Equations');
    await user.click(screen.getByRole('button', { name: 'Import the questions' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This preview has already been imported.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import the questions' })).toBeEnabled());
  });
});
