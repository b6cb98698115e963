import type { CheckPracticeAnswerBody, QuestionDetailsBody } from '@esc/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, errorResponse, stubFetch } from '../../../test/fake-api';
import { profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { bankQuestion, checked } from '../test/practice-fixtures';

// Spec 002 §2.2: /practice/quesDetails/{classId}/{syllabusId}/{questionId}/{parentQuestionId}/{languageId}/5
// shows one question (question details by id, stage 5), a comprehension's child under its passage,
// answered and checked, with related content of the syllabus (spec 000: on this path related content
// is looked up differently: by the syllabus node, since there is no content id).

const DETAIL = 'POST /question-msa-test/question/getQuestionDetailsById';
const RELATED = 'GET /syllabus-v2/contentListBySyllabusIds/v2.1.1';

const lesson = {
  content_id: 9001,
  content_title: 'Acids around us',
  content_kind: 'video',
  syllabus_mapping_id: 1,
  syllabus_id: 301,
  group_id: 51,
  group_name: 'Videos',
  group_category_id: 1,
  subject_id: 201,
  chapter_id: 301,
  order: 1,
  thumbnail: null,
  total_media_time: '00:05:00',
  total_media_time_ms: 300_000,
  version: 1,
  language_id: 1,
  crs_id: null,
  old_content_id: null,
  template_id: null,
  service_name: null,
  has_media: true,
  is_online_only: false,
  tag_data: [],
};

const related = () => envelope({ version: 1, start_index: 1, end_index: 5, has_more: false, content_list: [lesson] });

describe('/practice/quesDetails', () => {
  it('shows a comprehension’s child under its passage, checks it and lists the syllabus’s related content', async () => {
    storeSession();
    const passage = bankQuestion(40, { question_type: 'comprehension', stem: 'Read about vinegar and soap.' });
    const child = bankQuestion(41, { parent_question_id: 40, stem: 'Which one is vinegar?' });
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      [DETAIL]: () => envelope({ question: child, parent_question: passage }),
      'POST /question-msa-test/question/v2/checkPracticeAnswer': (call) => {
        const body = call.body as CheckPracticeAnswerBody;
        return envelope(checked(Number(body.question_id), body.answer.option_ids));
      },
      [RELATED]: related,
    });
    renderApp('/practice/quesDetails/8/301/41/40/1/5');
    expect(await screen.findByText('Which one is vinegar?')).toBeInTheDocument();
    expect(screen.getByText('Read about vinegar and soap.')).toBeInTheDocument();
    expect(
      fake.calls.find((c) => c.path.endsWith('/getQuestionDetailsById'))?.body as QuestionDetailsBody,
    ).toMatchObject({ question_id: 41, parent_question_id: 40, stage: 5, language_id: 1 });
    await userEvent.click(screen.getByRole('radio', { name: /Bases/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    expect(await within(screen.getByRole('status')).findByText('Not correct.')).toBeInTheDocument();
    expect(screen.getByText('Acids turn blue litmus red.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Acids around us' })).toHaveAttribute(
      'href',
      '/content-player/9001?syllabusId=301&groupId=51',
    );
    const lookup = fake.calls.find((c) => c.path.endsWith('/contentListBySyllabusIds/v2.1.1'))!;
    expect(lookup.query.get('syllabusIds')).toBe('301');
  });

  it('names the homework it is opened from on the read and the check (the server completes the item)', async () => {
    storeSession();
    const question = bankQuestion(41, { stem: 'Which one is vinegar?' });
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      [DETAIL]: () => envelope({ question, parent_question: null }),
      'POST /question-msa-test/question/v2/checkPracticeAnswer': (call) => {
        const body = call.body as CheckPracticeAnswerBody;
        return envelope(checked(Number(body.question_id), body.answer.option_ids));
      },
      [RELATED]: related,
    });
    renderApp('/practice/quesDetails/8/0/41/0/1/5?homework=7');
    expect(await screen.findByText('Which one is vinegar?')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path.endsWith('/getQuestionDetailsById'))?.body).toMatchObject({
      question_id: 41,
      assign_id: 7,
    });
    await userEvent.click(screen.getByRole('radio', { name: /Bases/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    expect(await within(screen.getByRole('status')).findByText('Not correct.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path.endsWith('/checkPracticeAnswer'))?.body).toMatchObject({ assign_id: 7 });
  });

  it('says so in plain words when the question cannot be read', async () => {
    storeSession();
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      [DETAIL]: () => errorResponse(404, 'NOT_FOUND', 'question not found'),
      [RELATED]: related,
    });
    renderApp('/practice/quesDetails/8/301/41/0/1/5');
    expect(await screen.findByText('We could not load the question.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check my answer' })).not.toBeInTheDocument();
  });
});
