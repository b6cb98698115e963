import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SavePaperBody } from '@esc/contracts';
import { envelope, errorResponse, stubFetch, type FakeCall, type FakeHandler } from '../../../test/fake-api';
import { storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { paperDetail, TEACHER, teacherProfile } from '../test/authoring-fixtures';
import { bankQuestion, childList } from '../test/bank-fixtures';

// Spec 002 §5.2: a paper from the bank in sections (picked questions and random draws by a
// blueprint), duration, total marks, negative marking and the paper settings as labelled switches;
// savePaper, then assign or delete it.

const SLOW = { timeout: 15_000 };
type User = ReturnType<typeof userEvent.setup>;

function stub(extra: Record<string, FakeHandler> = {}) {
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(teacherProfile()),
    'GET /syllabus-v2/childList': childList,
    'POST /question-msa-test/questionMapping/questionCountOnSyllabusAndTag': () =>
      envelope({ total_count: 1, syllabus_counts: [], tag_counts: [], type_counts: [] }),
    'POST /question-msa-test/question/v2/dynamicQuestions': () =>
      envelope({ questions: [bankQuestion()], total_available: 1 }),
    'POST /paperCreation/v2/savePaper': () =>
      envelope(paperDetail({ paper_id: 12, paper_name: 'Unit test 4', total_questions: 6, total_marks: 24 })),
    ...extra,
  });
}

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const lastBody = (calls: FakeCall[], path: string) => calls.filter((c) => c.path.endsWith(path)).at(-1)!.body;

describe('paper builder', { timeout: 120_000 }, () => {
  beforeEach(() => storeSession({ uuid: TEACHER, user_type_id: 3 }));

  it('builds a paper from picked questions and a random draw, with its settings, and saves it', async () => {
    const fake = stub();
    renderApp('/faculty-assessment-dashboard/papers/new');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('textbox', { name: /Paper name/ }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Save paper' }));
    expect(await screen.findByText('Give the paper a name.')).toBeInTheDocument();
    expect(screen.getByText('Choose the class and subject of the paper.')).toBeInTheDocument();
    expect(screen.getByText(/Section 1 has no questions/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Paper name/ }), 'Unit test 4');
    await choose(user, 'Class', 'Class 10 · CBSE');
    await choose(user, 'Subject', 'Mathematics');
    const duration = screen.getByRole('textbox', { name: /Duration, in minutes/ });
    await user.clear(duration);
    await user.type(duration, '90');

    // Every setting of 002 §5.2 is a labelled switch.
    for (const name of [
      'Open the test straight away (no list step)',
      'Show explanations with the results',
      'Partial marking for multiple correct questions',
      'Open syllabus (any chapter of the subject)',
      'Show the instruction screen before starting',
      'Give ranks and percentiles',
    ]) {
      expect(screen.getByRole('switch', { name })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('switch', { name: 'Give ranks and percentiles' }));
    await user.click(screen.getByRole('switch', { name: 'Partial marking for multiple correct questions' }));
    // Online only: off by default, with a plain explanation of what it means.
    const onlineOnly = screen.getByRole('switch', { name: /^Online only/ });
    expect(onlineOnly).not.toBeChecked();
    expect(screen.getByText(/answers count only if they reach us before time is up/)).toBeInTheDocument();
    await user.click(onlineOnly);

    const section = screen.getByRole('region', { name: 'Section 1' });
    await user.click(within(section).getByRole('button', { name: 'Pick questions from the bank' }));
    await user.click(await within(section).findByRole('button', { name: 'Add to section' }));
    expect(within(section).getAllByTestId('picked-question')).toHaveLength(1);
    expect(within(section).getByRole('button', { name: 'Added' })).toBeDisabled();

    await user.click(within(section).getByRole('button', { name: 'Add a random draw' }));
    await choose(user, 'Draw from', 'Triangles');
    await user.type(within(section).getByRole('textbox', { name: 'Marks each' }), '4');
    expect(screen.getByTestId('paper-totals')).toHaveTextContent('Total marks: 24');
    expect(screen.getByTestId('paper-totals')).toHaveTextContent('6 questions');

    await user.click(screen.getByRole('button', { name: 'Save paper' }));
    expect(await screen.findByTestId('paper-saved')).toHaveTextContent(
      '“Unit test 4” is saved with 6 questions and 24 marks.',
    );
    const body = lastBody(fake.calls, 'savePaper') as SavePaperBody;
    expect(body).toEqual({
      school_id: 101,
      paper_name: 'Unit test 4',
      syllabus_id: 200,
      paper_time: 90,
      negative_marking: true,
      is_omr: false,
      online_only: true,
      paper_settings: [
        { setting_id: 10, child_setting_list: [{ child_setting_id: 11 }] },
        { setting_id: 10, child_setting_list: [{ child_setting_id: 40 }] },
        { setting_id: 6, child_setting_list: [{ child_setting_id: 39 }] },
        { setting_id: 17, child_setting_list: [{ child_setting_id: 19 }] },
      ],
      sections: [
        {
          section_name: 'Section A',
          questions: [{ question_id: 3002, marks: 4 }],
          blueprint: [{ syllabus_ids: [220], count: 5, marks: 4 }],
        },
      ],
    });
    expect(screen.getByRole('link', { name: 'Assign this paper' })).toHaveAttribute(
      'href',
      '/faculty-assessment-dashboard/papers/12/assign',
    );
  });

  it('deletes a saved paper after asking, and says why the server refuses', async () => {
    let refuse = true;
    const fake = stub({
      'PUT /paperCreation/deletePaper': () =>
        refuse
          ? errorResponse(409, 'CONFLICT', 'This paper was assigned, so it cannot be deleted.')
          : envelope({ paper_id: 12, deleted: true }),
    });
    renderApp('/faculty-assessment-dashboard/papers/new');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: /Paper name/ }, SLOW), 'Unit test 4');
    await choose(user, 'Class', 'Class 10 · CBSE');
    await choose(user, 'Subject', 'Mathematics');
    await user.click(screen.getByRole('button', { name: 'Add a random draw' }));
    await choose(user, 'Draw from', 'Quadratic Equations');
    await user.click(screen.getByRole('button', { name: 'Save paper' }));
    await user.click(await screen.findByRole('button', { name: 'Delete this paper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Unit test 4”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete it' }));
    expect(await within(dialog).findByText('This paper was assigned, so it cannot be deleted.')).toBeInTheDocument();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete it' }));
    expect(await screen.findByText('The paper is deleted.')).toBeInTheDocument();
    expect(lastBody(fake.calls, 'deletePaper')).toEqual({ paper_id: 12 });
  });
});
