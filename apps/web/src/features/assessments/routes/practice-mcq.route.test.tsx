import type { CheckPracticeAnswerBody, DynamicQuestionsBody } from '@esc/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { bankQuestion, checked } from '../test/practice-fixtures';

// Practice outside a paper (spec 002 §2.2): /mcq_main/{containerId}/{serviceId} practises a chapter's questions
// (dynamic questions, default stage '4') one at a time: answer, check, right or wrong with the key and
// the explanation, next, and the score so far; the result is announced once; an empty chapter says so.

const DYNAMIC = 'POST /question-msa-test/question/v2/dynamicQuestions';
const CHECK = 'POST /question-msa-test/question/v2/checkPracticeAnswer';

describe('/mcq_main', () => {
  it('draws the chapter’s questions, checks an answer, shows the key and explanation, and moves on', async () => {
    storeSession();
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      [DYNAMIC]: () => envelope({ questions: [bankQuestion(11), bankQuestion(12)], total_available: 2 }),
      [CHECK]: (call) => {
        const body = call.body as CheckPracticeAnswerBody;
        return envelope(checked(Number(body.question_id), body.answer.option_ids));
      },
    });
    renderApp('/mcq_main/301/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Practise questions' })).toBeInTheDocument();
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    const draw = fake.calls.find((c) => c.path === '/question-msa-test/question/v2/dynamicQuestions')!
      .body as DynamicQuestionsBody;
    expect(draw).toMatchObject({ syllabus_ids: [301], stage: '4' });

    const check = screen.getByRole('button', { name: 'Check my answer' });
    expect(check).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /Acids/ }));
    await userEvent.click(check);
    const status = screen.getByRole('status');
    expect(await within(status).findByText('Correct.')).toBeInTheDocument();
    expect(screen.getByText('Correct answer')).toBeInTheDocument();
    expect(screen.getByText('Acids turn blue litmus red.')).toBeInTheDocument();
    expect(screen.getByTestId('practice-score')).toHaveTextContent('1 right of 1 checked');
    expect(fake.calls.find((c) => c.path.endsWith('/checkPracticeAnswer'))?.body).toMatchObject({
      question_id: 11,
      answer: { option_ids: ['a'] },
    });
    // Checked answers stay as given: the inputs are locked until the next question.
    expect(screen.getByRole('radio', { name: /Acids/ })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    await userEvent.click(screen.getByRole('radio', { name: /Bases/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    expect(await within(screen.getByRole('status')).findByText('Not correct.')).toBeInTheDocument();
    expect(screen.getByTestId('practice-score')).toHaveTextContent('1 right of 2 checked');
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('You got 1 right of 2 checked.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my practice' })).toHaveAttribute('href', '/question-dashboard');
  });

  it('says when the chapter has no questions to practise', async () => {
    storeSession();
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      [DYNAMIC]: () => envelope({ questions: [], total_available: 0 }),
    });
    renderApp('/mcq_main/301/2');
    expect(await screen.findByText('There are no questions to practise here right now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check my answer' })).not.toBeInTheDocument();
  });
});
