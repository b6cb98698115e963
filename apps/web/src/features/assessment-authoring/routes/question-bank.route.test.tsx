import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DynamicQuestionsBody, QuestionExportBody, SaveQuestionBody } from '@esc/contracts';
import { envelope, stubFetch, type FakeCall } from '../../../test/fake-api';
import { storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { TEACHER, teacherProfile } from '../test/authoring-fixtures';
import { bankQuestion, childList } from '../test/bank-fixtures';

// The question bank filtered by chapter, topic, difficulty and type (dynamicQuestions,
// questionCount), and a question of every type written with TeX and previewed through the shared
// renderer before saveQuestion.

const SLOW = { timeout: 15_000 };
type User = ReturnType<typeof userEvent.setup>;

const handlers = () => ({
  'GET /cognito-login-service/auth/me': () => envelope(teacherProfile()),
  'GET /syllabus-v2/childList': childList,
  'POST /question-msa-test/questionMapping/questionCountOnSyllabusAndTag': () =>
    envelope({ total_count: 37, syllabus_counts: [], tag_counts: [], type_counts: [] }),
  'POST /question-msa-test/question/v2/dynamicQuestions': () =>
    envelope({ questions: [bankQuestion()], total_available: 37 }),
  'POST /question-msa-test/question/v2/saveQuestion': (call: FakeCall) =>
    envelope(bankQuestion({ question_id: 3999, stem: (call.body as SaveQuestionBody).stem })),
});

const stub = () => stubFetch(handlers());

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function openChapter(user: User) {
  await screen.findByRole('combobox', { name: 'Class' }, SLOW);
  await choose(user, 'Class', 'Class 10 · CBSE');
  await choose(user, 'Subject', 'Mathematics');
  await choose(user, 'Chapter', 'Quadratic Equations');
}

const lastBody = (calls: FakeCall[], path: string) => calls.filter((c) => c.path.endsWith(path)).at(-1)!.body;

describe('question bank', { timeout: 120_000 }, () => {
  beforeEach(() => storeSession({ uuid: TEACHER, user_type_id: 3 }));

  it('lists and counts the questions of a chapter, filtered by difficulty and type', async () => {
    const fake = stub();
    renderApp('/faculty-assessment-dashboard/question-bank');
    const user = userEvent.setup({ delay: null });
    await openChapter(user);
    await waitFor(() => expect(screen.getByTestId('bank-count')).toHaveTextContent('37 questions match'));
    const list = screen.getByRole('list', { name: 'Questions' });
    expect(within(list).getByTestId('bank-question')).toHaveTextContent('Single correct');
    // The stem's TeX is rendered by KaTeX.
    expect(within(list).getByTestId('question-text').querySelector('.katex')).not.toBeNull();
    expect((lastBody(fake.calls, 'dynamicQuestions') as DynamicQuestionsBody).syllabus_ids).toEqual([210]);

    await user.click(screen.getByRole('checkbox', { name: 'Hard' }));
    await choose(user, 'Topic', 'Nature of roots');
    const body = lastBody(fake.calls, 'dynamicQuestions') as DynamicQuestionsBody;
    expect(body.syllabus_ids).toEqual([211]);
    expect(body.difficulty).toEqual([3]);
    expect(lastBody(fake.calls, 'questionCountOnSyllabusAndTag')).toMatchObject({
      syllabus_ids: [211],
      difficulty: [3],
    });
  });

  it('chooses questions and downloads them as a QTI 3.0 package', async () => {
    const createObjectURL = vi.fn(() => 'blob:questions');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const fake = stubFetch({
      ...handlers(),
      'POST /question-msa-test/question/export': () =>
        new Response(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-type': 'application/zip' } }),
    });
    renderApp('/faculty-assessment-dashboard/question-bank');
    const user = userEvent.setup({ delay: null });
    await openChapter(user);
    const download = await screen.findByRole('button', { name: 'Download' });
    expect(download).toBeDisabled();
    expect(screen.getByTestId('export-chosen')).toHaveTextContent('Choose questions below to download them as a file.');
    const list = await screen.findByRole('list', { name: 'Questions' });
    await user.click(within(list).getByRole('checkbox', { name: 'Add to the download' }));
    expect(screen.getByTestId('export-chosen')).toHaveTextContent('1 question chosen');
    await choose(user, 'File type', 'QTI 3.0 (for other test systems)');
    await user.click(download);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(lastBody(fake.calls, 'question/export') as QuestionExportBody).toEqual({
      format: 'qti3',
      question_ids: [bankQuestion().question_id],
    });
  });

  it('writes a single-correct question, says what is missing, previews it and saves it', async () => {
    const fake = stub();
    renderApp('/faculty-assessment-dashboard/question-bank');
    const user = userEvent.setup({ delay: null });
    await openChapter(user);
    await user.click(screen.getByRole('button', { name: 'New question' }));
    expect(screen.getByTestId('question-place')).toHaveTextContent('Quadratic Equations');

    await user.click(screen.getByRole('button', { name: 'Save question' }));
    expect(await screen.findByText('Write the question text.')).toBeInTheDocument();
    expect(screen.getByText('Mark the one correct option.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Question text/ }), 'Solve $x^{{2}=9$ for $x>0$.');
    await user.type(screen.getByRole('textbox', { name: 'Option A' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Option B' }), '−3');
    await user.click(screen.getByRole('radio', { name: 'Option A is correct' }));
    const preview = screen.getByTestId('question-preview');
    expect(preview.querySelector('.katex')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save question' }));

    expect(await screen.findAllByText('The question is saved in your school’s bank.')).not.toHaveLength(0);
    expect(lastBody(fake.calls, 'saveQuestion')).toEqual({
      school_id: 101,
      syllabus_id: 210,
      question_type: 'single',
      difficulty: 2,
      marks: 4,
      negative_marks: 1,
      stem: 'Solve $x^{2}=9$ for $x>0$.',
      options: [
        { option_id: 'a', option_text: '3' },
        { option_id: 'b', option_text: '−3' },
      ],
      answer: { option_ids: ['a'] },
    });
  });

  it('writes a numeric question with a tolerance and a passage with its questions', async () => {
    const fake = stub();
    renderApp('/faculty-assessment-dashboard/question-bank');
    const user = userEvent.setup({ delay: null });
    await openChapter(user);
    await user.click(screen.getByRole('button', { name: 'New question' }));
    await choose(user, 'Question type', 'Comprehension (a passage with questions)');
    await user.type(screen.getByRole('textbox', { name: /^Passage/ }), 'A ball is thrown up at 20 m/s.');
    await user.click(screen.getByRole('button', { name: 'Save question' }));
    expect(await screen.findByText('Add at least one question on the passage.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a question on the passage' }));
    await choose(user, 'Type of question 1', 'Numeric (with tolerance)');
    await user.type(
      screen.getByRole('textbox', { name: /^Question text \(Question 1 on the passage\)/ }),
      'Its greatest height in m?',
    );
    await user.type(screen.getByRole('textbox', { name: 'Correct answer' }), '20.4');
    await user.type(screen.getByRole('textbox', { name: 'Tolerance (±)' }), '0.1');
    await user.click(screen.getByRole('button', { name: 'Save question' }));
    expect(await screen.findAllByText('The question is saved in your school’s bank.')).not.toHaveLength(0);
    const body = lastBody(fake.calls, 'saveQuestion') as SaveQuestionBody;
    expect(body.question_type).toBe('comprehension');
    expect(body.children).toEqual([
      expect.objectContaining({
        question_type: 'numeric',
        stem: 'Its greatest height in m?',
        answer: { value: 20.4, tolerance: 0.1 },
      }),
    ]);
  });

  it('edits a question of the school’s bank where it is, with its key', async () => {
    const fake = stub();
    renderApp('/faculty-assessment-dashboard/question-bank');
    const user = userEvent.setup({ delay: null });
    await openChapter(user);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Edit question' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Option A is correct' })).toBeChecked();
    const marks = screen.getByRole('textbox', { name: /^Marks/ });
    await user.clear(marks);
    await user.type(marks, '3');
    await user.click(screen.getByRole('button', { name: 'Save question' }));
    expect(await screen.findAllByText('The question is saved in your school’s bank.')).not.toHaveLength(0);
    expect(lastBody(fake.calls, 'saveQuestion')).toMatchObject({
      question_id: 3002,
      syllabus_id: 211,
      marks: 3,
      answer: { option_ids: ['a'] },
      explanation: 'They multiply to 6 and add to 5.',
    });
  });
});
