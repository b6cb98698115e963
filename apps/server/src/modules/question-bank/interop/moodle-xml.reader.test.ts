import { describe, expect, it } from 'vitest';
import { readInteropFixture } from '../../../test/interop-fixtures.js';
import { readAiken } from './aiken.reader.js';
import { readMoodleXml } from './moodle-xml.reader.js';
import type { DraftOutcome, QuestionDraft } from './question-draft.js';

const draftOf = (o: DraftOutcome | undefined): QuestionDraft => {
  if (!o || o.kind === 'refused') throw new Error(`not a draft: ${JSON.stringify(o)}`);
  return o.draft;
};
const bytes = (text: string) => new TextEncoder().encode(text);
// A 1x1 PNG, as Moodle writes a figure into the file.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const question = (type: string, inner: string, name = type) =>
  `<question type="${type}"><name><text>${name}</text></name>${inner}</question>`;
const text = (html: string) => `<questiontext format="html"><text><![CDATA[${html}]]></text></questiontext>`;
const answer = (fraction: number, t: string, extra = '') =>
  `<answer fraction="${fraction}" format="html"><text>${t}</text>${extra}</answer>`;

describe("Moodle XML: Moodle's own fixture", () => {
  it('reads nested categories as paths below the top, and each question in them', async () => {
    const outcomes = await readMoodleXml(readInteropFixture('moodle-xml', 'nested_categories_with_questions.xml'));
    expect(outcomes.map((o) => (o.kind === 'refused' ? o.kind : [o.draft.question_type, o.draft.category]))).toEqual([
      ['true_false', ['Iota']],
      ['subjective', ['Iota', 'Kappa']],
      ['true_false', ['Iota', 'Kappa']],
      ['true_false', ['Iota', 'Kappa', 'Lambda']],
      ['true_false', ['Iota', 'Mu']],
    ]);
    expect(draftOf(outcomes[0])).toMatchObject({ stem: 'Testing Iota Question', marks: 1, answer: { is_true: true } });
  });
});

describe('Moodle XML: languages, tags and difficulty', () => {
  // As Moodle's editor leaves a text for its multilang filter: words outside the spans are every
  // language's; a region code (hi_in) is the language; a language the product lacks (fr) is left out.
  const multilang = (en: string, hi: string, fr: string) =>
    `<span lang="en" class="multilang">${en}</span><span class="multilang" lang="hi_in">${hi}</span><span lang="fr" class="multilang">${fr}</span>`;
  const file = `<quiz>${question(
    'multichoice',
    `${text(`<p>Q1. ${multilang('Which is a <b>prime</b>?', 'कौन सा <b>अभाज्य</b> है?', 'Lequel est premier ?')}</p>`)}
    <generalfeedback format="html"><text><![CDATA[${multilang('Two has two factors.', 'दो के दो गुणनखंड हैं।', 'Deux.')}]]></text></generalfeedback>
    <single>true</single>${answer(100, '2')}${answer(0, `<![CDATA[${multilang('four', 'चार', 'quatre')}]]>`)}
    <tags><tag><text>Board Exam: Important</text></tag><tag><text>difficulty:5</text></tag><tag><text>Board Exam: Important</text></tag></tags>`,
  )}</quiz>`;

  it('reads each language of the product as the question’s text in it, and says which it left out', async () => {
    const [o] = await readMoodleXml(bytes(file));
    expect(o).toMatchObject({
      kind: 'changed',
      notes: [{ reason: 'questionImport.note.languageLeftOut', params: { language: 'fr' } }],
    });
    const d = draftOf(o);
    expect(d.language_id ?? 1).toBe(1);
    expect(d.stem).toBe('Q1. Which is a **prime**?');
    expect(d.options?.map((x) => x.option_text)).toEqual(['2', 'four']);
    expect(d.explanation).toBe('Two has two factors.');
    expect(d.texts).toEqual([
      {
        language_id: 2,
        stem: 'Q1. कौन सा **अभाज्य** है?',
        options: [
          { option_id: 'a', option_text: '2' },
          { option_id: 'b', option_text: 'चार' },
        ],
        explanation: 'दो के दो गुणनखंड हैं।',
      },
    ]);
  });

  it('reads difficulty:<n> as the difficulty (as the file gives it) and the other tags once each', async () => {
    const d = draftOf((await readMoodleXml(bytes(file)))[0]);
    expect(d.difficulty).toBe(5);
    expect(d.tags).toEqual(['Board Exam: Important']);
  });
});

describe('Moodle XML: each question type', () => {
  const file = `<?xml version="1.0" encoding="UTF-8"?><quiz>
    <question type="category"><category><text>$course$/top/Algebra/Linear</text></category></question>
    ${question('multichoice', `${text('<p>Pick <b>one</b> \\(x+1\\)</p><script>alert(1)</script><img src="http://evil.example/x.png" onerror="alert(2)">')}<defaultgrade>4</defaultgrade><single>true</single>${answer(100, 'Right')}${answer(-25, 'Wrong')}${answer(-25, 'Also wrong')}`)}
    ${question('multichoice', `${text('Pick two')}<single>false</single>${answer(50, 'A')}${answer(50, 'B')}${answer(-100, 'C')}`)}
    ${question('shortanswer', `${text('Capital of France?')}<usecase>0</usecase>${answer(100, 'Paris')}${answer(50, 'paris city')}`)}
    ${question('numerical', `${text('g in m/s²?')}<defaultgrade>2</defaultgrade>${answer(100, '9.8', '<tolerance>0.1</tolerance>')}`)}
    ${question('matching', `${text('Match')}<subquestion format="html"><text>Dog</text><answer><text>Bark</text></answer></subquestion><subquestion format="html"><text>Cat</text><answer><text>Meow</text></answer></subquestion><subquestion format="html"><text></text><answer><text>Moo</text></answer></subquestion>`)}
    ${question('cloze', text('The capital of India is {1:SHORTANSWER:=New Delhi~=Delhi} and of Nepal {1:SA:=Kathmandu}.'))}
    ${question('cloze', text('Pick {1:MULTICHOICE:=a~b}'), 'menu cloze')}
    ${question('calculated', text('{a} + {b}'), 'calc')}
    ${question('description', text('Read this first'), 'intro')}
    ${question('truefalse', `<questiontext format="html"><text><![CDATA[<p>Figure: <img src="@@PLUGINFILE@@/dot.png" alt="a dot"></p>]]></text><file name="dot.png" path="/" encoding="base64">${PNG}</file></questiontext>${answer(0, 'true')}${answer(100, 'false')}`)}
  </quiz>`;

  it('fits each type to the product, with notes where it changed and reasons where it refused', async () => {
    const outcomes = await readMoodleXml(bytes(file));
    expect(outcomes.map((o) => o.kind)).toEqual([
      'changed', // external image dropped
      'changed', // partial fractions: all or nothing
      'changed', // a half-mark answer dropped
      'imported',
      'imported',
      'imported',
      'refused',
      'refused',
      'refused',
      'imported',
    ]);
    const single = draftOf(outcomes[0]);
    expect(single).toMatchObject({
      question_type: 'single',
      marks: 4,
      negative_marks: 1,
      category: ['Algebra', 'Linear'],
      answer: { option_ids: ['a'] },
    });
    expect(single.stem).toBe('Pick **one** $x+1$');
    expect(outcomes[0]).toMatchObject({ notes: [{ reason: 'questionImport.note.externalImageDropped' }] });
    expect(draftOf(outcomes[1])).toMatchObject({ question_type: 'multiple', answer: { option_ids: ['a', 'b'] } });
    expect(draftOf(outcomes[2])).toMatchObject({ question_type: 'fill_blank', answer: { blanks: [['Paris']] } });
    expect(draftOf(outcomes[3])).toMatchObject({
      question_type: 'numeric',
      marks: 2,
      answer: { value: 9.8, tolerance: 0.1 },
    });
    const match = draftOf(outcomes[4]);
    expect(match.match_left?.map((l) => l.option_text)).toEqual(['Dog', 'Cat']);
    expect(match.options?.map((o) => o.option_text)).toEqual(['Bark', 'Meow', 'Moo']);
    expect(draftOf(outcomes[5])).toMatchObject({
      question_type: 'fill_blank',
      stem: 'The capital of India is ______ and of Nepal ______.',
      answer: { blanks: [['New Delhi', 'Delhi'], ['Kathmandu']] },
    });
    expect(outcomes[6]).toMatchObject({
      notes: [{ reason: 'questionImport.refused.clozePart', params: { kind: 'MULTICHOICE' } }],
    });
    expect(outcomes[7]).toMatchObject({
      notes: [{ reason: 'questionImport.refused.unsupportedType', params: { type: 'calculated' } }],
    });
    expect(outcomes[8]).toMatchObject({ notes: [{ reason: 'questionImport.refused.description' }] });
    const figure = draftOf(outcomes[9]);
    expect(figure.stem).toBe('Figure: ![a dot](draft:dot.png)');
    expect(figure.images).toEqual([
      { name: 'dot.png', mime: 'image/png', bytes: new Uint8Array(Buffer.from(PNG, 'base64')) },
    ]);
    expect(figure.answer).toEqual({ is_true: false });
  });

  it('takes no SVG figure from a Moodle file, which could carry script, and says so', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString(
      'base64',
    );
    const withSvg = `<quiz>${question('truefalse', `<questiontext format="html"><text><![CDATA[<p>See <img src="@@PLUGINFILE@@/x.svg"></p>]]></text><file name="x.svg" path="/" encoding="base64">${svg}</file></questiontext>${answer(100, 'true')}${answer(0, 'false')}`)}</quiz>`;
    const [outcome] = await readMoodleXml(bytes(withSvg));
    expect(outcome).toMatchObject({
      kind: 'changed',
      notes: expect.arrayContaining([{ reason: 'questionImport.note.imageUnsupported' }]),
    });
    expect(draftOf(outcome).images).toEqual([]);
    expect(JSON.stringify(outcome)).not.toMatch(/<script|alert\(/);
  });

  it('keeps no script, event attribute or external address in any text', async () => {
    const all = JSON.stringify(await readMoodleXml(bytes(file)));
    expect(all).not.toMatch(/<script|onerror|alert\(|evil\.example/i);
  });

  it('refuses a file that is not Moodle XML, or declares entities, without throwing', async () => {
    expect(await readMoodleXml(bytes('hello'))).toMatchObject([{ kind: 'refused' }]);
    const bomb = '<?xml version="1.0"?><!DOCTYPE q [<!ENTITY a "aaaa">]><quiz></quiz>';
    expect(await readMoodleXml(bytes(bomb))).toMatchObject([
      { notes: [{ reason: 'questionImport.refused.entities' }] },
    ]);
  });
});

describe('Aiken, as Moodle documents it', () => {
  const aiken = [
    'What is the correct answer to this question?',
    'A. Is it this one?',
    'B. Maybe this answer?',
    'C. Possibly this one?',
    'D. Must be this one!',
    'ANSWER: D',
    '',
    'Which LMS has the most quiz import formats?',
    'A) Moodle',
    'B) ATutor',
    'C) Claroline',
    'D) Blackboard',
    'ANSWER: A',
    '',
    'A question that never says its answer',
    'A. one',
    'B. two',
  ].join('\n');

  it('reads each question as a single-answer question worth 1, and refuses one without an answer by its line', async () => {
    const outcomes = await readAiken(bytes(aiken));
    expect(outcomes).toHaveLength(3);
    expect(draftOf(outcomes[0])).toMatchObject({
      question_type: 'single',
      stem: 'What is the correct answer to this question?',
      marks: 1,
      answer: { option_ids: ['d'] },
    });
    expect(draftOf(outcomes[0]).options).toHaveLength(4);
    expect(draftOf(outcomes[1])).toMatchObject({ answer: { option_ids: ['a'] } });
    expect(draftOf(outcomes[1]).options?.[0]?.option_text).toBe('Moodle');
    expect(outcomes[2]).toMatchObject({ kind: 'refused', notes: [{ params: { line: 15 } }] });
  });
});
