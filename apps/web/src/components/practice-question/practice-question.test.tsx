import type { AnswerKeyView, CheckPracticeAnswerBody, QuestionFace } from '@esc/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { envelope, errorResponse, stubFetch } from '../../test/fake-api';
import { keyLines } from './practice-key';
import { PracticeQuestion } from './practice-question.component';

// Practising one question: the key reads as the learner reads the question (option texts, not ids);
// a comprehension's children are each checked, and the results are announced together, once.

function face(id: number, overrides: Partial<QuestionFace> = {}): QuestionFace {
  return {
    question_id: id,
    parent_question_id: 0,
    question_type: 'single',
    language_id: 1,
    stem: `Stem of ${id}`,
    options: [
      { option_id: 'a', option_text: 'Iron' },
      { option_id: 'b', option_text: 'Copper' },
    ],
    match_left: [],
    images: [],
    blank_count: 0,
    marks: 2,
    negative_marks: 0,
    difficulty: 1,
    ...overrides,
  };
}

const key = (over: Partial<AnswerKeyView>): AnswerKeyView => ({
  option_ids: [],
  value: null,
  tolerance: null,
  blanks: [],
  is_true: null,
  pairs: [],
  ...over,
});

describe('keyLines', () => {
  const t = i18next.t.bind(i18next);
  it('names options by their text, numbers with their tolerance, blanks, true or false and matches', () => {
    expect(keyLines(face(1), key({ option_ids: ['b'] }), t)).toEqual(['Copper']);
    expect(keyLines(face(1, { question_type: 'numeric' }), key({ value: 9.8, tolerance: 0.1 }), t)).toEqual([
      '9.8 (± 0.1)',
    ]);
    expect(keyLines(face(1, { question_type: 'integer' }), key({ value: 12, tolerance: 0 }), t)).toEqual(['12']);
    expect(keyLines(face(1, { question_type: 'fill_blank' }), key({ blanks: [['H2O', 'water']] }), t)).toEqual([
      'Blank 1: H2O / water',
    ]);
    expect(keyLines(face(1, { question_type: 'true_false' }), key({ is_true: false }), t)).toEqual(['False']);
    const match = face(1, { question_type: 'match', match_left: [{ option_id: 'p', option_text: 'Rust' }] });
    expect(keyLines(match, key({ pairs: [{ left_id: 'p', option_id: 'a' }] }), t)).toEqual(['Rust → Iron']);
  });
});

describe('PracticeQuestion', () => {
  it('checks the answered children of a comprehension and announces each result once', async () => {
    const fake = stubFetch({
      'POST /question-msa-test/question/v2/checkPracticeAnswer': (call) => {
        const body = call.body as CheckPracticeAnswerBody;
        return envelope({
          question_id: Number(body.question_id),
          outcome: 'correct',
          marks: 2,
          max_marks: 2,
          answer: key({ option_ids: ['a'] }),
          explanation: 'Rust is iron oxide.',
        });
      },
    });
    const passage = face(10, { question_type: 'comprehension', stem: 'Read about rust.', options: [] });
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <PracticeQuestion question={passage} childQuestions={[face(11), face(12)]} number={3} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const check = screen.getByRole('button', { name: 'Check my answer' });
    expect(check).toBeDisabled();
    await userEvent.click(screen.getAllByRole('radio', { name: /Iron/ })[1]!);
    await userEvent.click(check);
    expect(await within(screen.getByRole('status')).findByText('Question 3.2: Correct.')).toBeInTheDocument();
    const checked = fake.calls.filter((c) => c.path.endsWith('/checkPracticeAnswer'));
    expect(checked.map((c) => (c.body as CheckPracticeAnswerBody).question_id)).toEqual([12]);
    expect(screen.getByText('Rust is iron oxide.')).toBeInTheDocument();
    // The button stays where keyboard focus is, and checks no more.
    expect(check).toHaveAttribute('aria-disabled', 'true');
    expect(check).toHaveFocus();
    await userEvent.click(check);
    expect(fake.calls.filter((c) => c.path.endsWith('/checkPracticeAnswer'))).toHaveLength(1);
  });

  it('tells a learner without practice access what their package lacks', async () => {
    const refusal = 'Your package does not include practice or tests. Upgrade to open questions.';
    stubFetch({
      'POST /question-msa-test/question/v2/checkPracticeAnswer': () => errorResponse(403, 'FORBIDDEN', refusal),
    });
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
          <PracticeQuestion question={face(21)} number={1} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: /Copper/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not check the answer.');
    expect(alert).toHaveTextContent(refusal);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says a question an open test holds is to be practised after the test, in the server’s words', async () => {
    const held = 'This question is in a test that is open now. Practise it once the test has closed.';
    stubFetch({
      'POST /question-msa-test/question/v2/checkPracticeAnswer': () =>
        errorResponse(409, 'CONFLICT', held, [{ field: 'question_id', message: 'is in a test that is open now' }]),
    });
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
          <PracticeQuestion question={face(22)} number={1} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: /Copper/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(held);
  });
});
