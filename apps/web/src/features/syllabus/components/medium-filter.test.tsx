import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../test/fake-api';
import { profile, section, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { contentItem, group, node, stubCatalogue, versioned } from '../test/catalogue-fetch';

// The catalogue's medium filter on a topic's screen: "Medium: हिन्दी / English / All", the learner's
// medium of instruction (their section's) chosen at first, and the server asked for that medium only.

const ME = 'GET /cognito-login-service/auth/me';
const PARENT_DETAIL = 'GET /syllabus-v2/syllabusParentDetail';
const GROUPS = 'GET /syllabus-v2/groupListBySyllabusId/v2.1.1';
const CONTENT = 'GET /syllabus-v2/contentBySyllabusId/v2.1.1';

const board = node({ syllabus_id: 1, name: 'CBSE', syllabus_type_id: 3, rack_type_id: null, class_id: null });
const klass = node({ syllabus_id: 8, name: 'Class 8', syllabus_type_id: 2, rack_type_id: 3, parent_id: 1 });
const maths = node({ syllabus_id: 10001, name: 'Mathematics', parent_id: 8, child_count: 2 });
const topic = node({ syllabus_id: 30001, name: 'Integers', parent_id: 20001, rack_type_id: 6, syllabus_type_id: 6 });

const hindiVideos = group({ group_id: 3010, group_name: 'अवधारणा वीडियो', language_id: 2, groupParentId: 3001 });
const englishVideos = group({ group_id: 3001, group_name: 'Concept Videos' });
const lessons = group({ group_id: 3002, group_name: 'Interactive Lessons', order: 2 });

/** A Hindi-medium learner (their section's medium is 2), and a server that answers by the medium asked. */
function stubHindiLearner(options: { hindiGroups?: boolean } = {}) {
  storeSession();
  return stubCatalogue({
    [ME]: () => envelope(profile({ sections: [{ ...section(1, 'C'), language_id: 2 }] })),
    [PARENT_DETAIL]: () =>
      versioned({ version: 3, syllabus: { ...topic, child_list: [] }, parent_list: [board, klass, maths] }, 'W/"v3"'),
    [GROUPS]: (call) => {
      const medium = call.query.get('mediumId');
      if (medium === '2') return envelope(options.hindiGroups === false ? [] : [hindiVideos]);
      if (medium === '1') return envelope([englishVideos, lessons]);
      return envelope([hindiVideos, lessons]);
    },
    [CONTENT]: (call) => {
      const hindi = call.query.get('groupId') === '3010';
      const items = hindi
        ? [contentItem(901, 'पूर्णांक — अवधारणा वीडियो', { language_id: 2, group_id: 3010 })]
        : [contentItem(101, 'Integers — Video', { group_id: Number(call.query.get('groupId')) })];
      return envelope({ version: 3, start_index: 1, end_index: 1, has_more: false, content_list: items });
    },
  });
}

const groupCalls = (fake: ReturnType<typeof stubCatalogue>) =>
  fake.calls.filter((c) => c.path.startsWith('/syllabus-v2/groupListBySyllabusId'));

describe('the medium filter', () => {
  it("starts on the learner's medium and asks only for it", async () => {
    const fake = stubHindiLearner();
    renderApp('/student-syllabus-detail/20001/30001');
    const filter = await screen.findByTestId('medium-filter');
    expect(within(filter).getByText('Medium:')).toBeInTheDocument();
    expect(within(filter).getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
    expect(within(filter).getByRole('radio', { name: 'English' })).not.toBeChecked();
    expect(within(filter).getByRole('radio', { name: 'All' })).not.toBeChecked();
    const section = await screen.findByRole('region', { name: 'अवधारणा वीडियो' });
    expect(await within(section).findByRole('link', { name: 'पूर्णांक — अवधारणा वीडियो' })).toBeInTheDocument();
    const [first] = groupCalls(fake);
    expect(first?.query.get('mediumId')).toBe('2');
    expect(first?.query.get('languageId')).toBe('2');
    const content = fake.calls.find((c) => c.path.startsWith('/syllabus-v2/contentBySyllabusId'));
    expect(content?.query.get('mediumId')).toBe('2');
  });

  it('switches to English, and to every medium (no filter: the server answers in the medium first)', async () => {
    const fake = stubHindiLearner();
    const { router } = renderApp('/student-syllabus-detail/20001/30001');
    const user = userEvent.setup();
    const filter = await screen.findByTestId('medium-filter');
    await screen.findByRole('region', { name: 'अवधारणा वीडियो' });

    await user.click(within(filter).getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('region', { name: 'Concept Videos' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'अवधारणा वीडियो' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?medium=1');
    expect(groupCalls(fake).at(-1)?.query.get('mediumId')).toBe('1');

    await user.click(within(filter).getByRole('radio', { name: 'All' }));
    expect(await screen.findByRole('region', { name: 'अवधारणा वीडियो' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Interactive Lessons' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?medium=all'));
    const all = groupCalls(fake).at(-1);
    expect(all?.query.has('mediumId')).toBe(false);
    expect(all?.query.has('languageId')).toBe(false);
  });

  it('says when nothing is in the medium yet, and offers every medium', async () => {
    stubHindiLearner({ hindiGroups: false });
    renderApp('/student-syllabus-detail/20001/30001');
    expect(await screen.findByText('Nothing in हिन्दी here yet')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show every medium' }));
    expect(await screen.findByRole('region', { name: 'Interactive Lessons' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it("starts a B2C learner (the platform's own school) on the language they chose", async () => {
    storeSession();
    const fake = stubCatalogue({
      [ME]: () =>
        envelope(
          profile({
            preferred_language: 'hi',
            school: { school_id: 17250, school_name: 'ESC Learning', institute_type: null, school_status: 1 },
          }),
        ),
      [PARENT_DETAIL]: () =>
        versioned({ version: 3, syllabus: { ...topic, child_list: [] }, parent_list: [board, klass, maths] }, 'W/"v3"'),
      [GROUPS]: () => envelope([hindiVideos]),
      [CONTENT]: () => envelope({ version: 3, start_index: 1, end_index: 0, has_more: false, content_list: [] }),
    });
    renderApp('/student-syllabus-detail/20001/30001');
    expect(await screen.findByRole('radio', { name: 'हिन्दी' })).toBeChecked();
    await screen.findByRole('region', { name: 'अवधारणा वीडियो' });
    expect(groupCalls(fake)[0]?.query.get('mediumId')).toBe('2');
  });

  it('offers English and All to an English-medium learner, English chosen', async () => {
    storeSession();
    stubCatalogue({
      [ME]: () => envelope(profile()),
      [PARENT_DETAIL]: () =>
        versioned({ version: 3, syllabus: { ...topic, child_list: [] }, parent_list: [board, klass, maths] }, 'W/"v3"'),
      [GROUPS]: () => envelope([englishVideos]),
      [CONTENT]: () => envelope({ version: 3, start_index: 1, end_index: 0, has_more: false, content_list: [] }),
    });
    renderApp('/student-syllabus-detail/20001/30001');
    const filter = await screen.findByTestId('medium-filter');
    expect(
      within(filter)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['1', 'all']);
    expect(within(filter).getByRole('radio', { name: 'English' })).toBeChecked();
  });
});
