import type { AddLearnListItemsBody, CreateUpdateLearnListBody, LearnListDetail } from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, stubFetch, type FakeCall } from '../../../test/fake-api';
import { storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { bankQuestion, schoolRecording, teacherPaper } from '../test/homework-source-fixtures';
import { detail, item, node, TEACHER, teacherProfile } from '../test/learnlist-fixtures';

// Homework beyond content: the teaching screen adds a topic's bank questions, the teacher's papers and
// the school's recordings of the subject, one tap each, with the count and the 50-item limit in view.

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

function stubSources() {
  let current: LearnListDetail | null = null;
  const added = (body: { learnlist_item_id: number | string; learnlist_item_type: number }) =>
    item({
      learnlist_item_id: String(body.learnlist_item_id),
      learnlist_item_type: body.learnlist_item_type,
      item_kind:
        body.learnlist_item_type === 2 ? 'question' : body.learnlist_item_type === 5 ? 'recorded_lecture' : 'paper',
      content_kind: null,
    });
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(teacherProfile()),
    'GET /syllabus-v2/searchLearnListUniversity': () =>
      envelope({ total_count: 0, page_no: 1, page_size: 20, learnlist_list: [] }),
    'GET /syllabus-v2/childList': tree,
    'GET /syllabus-v2/contentBySyllabusId/v2.1.1': () =>
      envelope({ version: 1, start_index: 1, end_index: 0, has_more: false, content_list: [] }),
    'POST /question-msa-test/question/v2/dynamicQuestions': () =>
      envelope({ questions: [bankQuestion(4101, '**Which** turns blue litmus red?')], total_available: 1 }),
    'POST /paperCreation/v2/teacherPaperList': () =>
      envelope({ total_count: 1, page_no: 1, page_size: 20, paper_list: [teacherPaper(7001, 'Acids unit test')] }),
    'POST /live-class/student/schedule/recordedClassesUniversity': () =>
      envelope({ classes: [schoolRecording(31, 'Acids: the class')], total_count: 1, page_no: 1, page_size: 20 }),
    'GET /syllabus-v2/learnListDetailUniversity': () => envelope(current),
    'POST /syllabus-v2/createUpdateLearnListUniversity': (call) => {
      const first = (call.body as CreateUpdateLearnListBody).learnlist_data![0]!;
      current = detail({ learnlist_id: 12, learnlist_name: 'Homework_1', stage: 1, learnlist_data: [added(first)] });
      return envelope({ learnlist: current, skipped_items: [] });
    },
    'POST /syllabus-v2/addItemToLearnListUniversity': (call) => {
      const body = call.body as AddLearnListItemsBody;
      current = { ...current!, learnlist_data: [...current!.learnlist_data, added(body.items[0]!)] };
      return envelope({ learnlist: current, skipped_items: [] });
    },
  });
}

describe('teaching screen: questions, papers and recorded lectures', () => {
  beforeEach(() => storeSession({ uuid: TEACHER, user_type_id: 3, username: 'teacher@demo.school' }));

  it('adds a topic’s question, a paper and a recording to the list, one tap each, counting them', async () => {
    const fake = stubSources();
    renderApp('/teach/1/10018/Science');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Acids, Bases and Salts/ }));
    await user.click(await screen.findByRole('button', { name: 'Chemical Properties' }));
    await user.click(await screen.findByRole('button', { name: 'Questions of Chemical Properties' }));
    const questions = await screen.findByRole('list', { name: 'Questions of Chemical Properties' });
    await user.click(within(questions).getByRole('button', { name: 'Add Which turns blue litmus red? to the list' }));
    await waitFor(() => expect(screen.getByTestId('teach-item-count')).toHaveTextContent('1 item of 50'));
    const create = fake.calls.find((c) => c.path.endsWith('/createUpdateLearnListUniversity'))!;
    expect((create.body as CreateUpdateLearnListBody).learnlist_data).toEqual([
      { learnlist_item_id: 4101, learnlist_item_type: 2, syllabus_id: 30582 },
    ]);

    const papers = await screen.findByRole('list', { name: 'Test papers' });
    expect(within(papers).getByText('Test paper · 10 questions · 30 min')).toBeInTheDocument();
    await user.click(within(papers).getByRole('button', { name: 'Add Acids unit test to the list' }));
    await waitFor(() => expect(screen.getByTestId('teach-item-count')).toHaveTextContent('2 items of 50'));
    const recordings = await screen.findByRole('list', { name: 'Recorded lectures' });
    await user.click(within(recordings).getByRole('button', { name: 'Add Acids: the class to the list' }));
    await waitFor(() => expect(screen.getByTestId('teach-item-count')).toHaveTextContent('3 items of 50'));
    const adds = fake.calls
      .filter((c) => c.path.endsWith('/addItemToLearnListUniversity'))
      .map((c) => (c.body as AddLearnListItemsBody).items[0]);
    expect(adds).toEqual([
      { learnlist_item_id: 7001, learnlist_item_type: 3 },
      { learnlist_item_id: 31, learnlist_item_type: 5 },
    ]);
    expect(
      await within(recordings).findByRole('button', { name: 'Remove Acids: the class from the list' }),
    ).toBeInTheDocument();
    const asked = fake.calls.find((c) => c.path.endsWith('/recordedClassesUniversity'))!.body;
    expect(asked).toMatchObject({ assignment_details: [{ subject_id: 10018 }] });
  });
});
