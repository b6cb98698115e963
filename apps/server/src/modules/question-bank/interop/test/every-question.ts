import type { assessmentApi } from '../../../../test/assessment-factories.js';

// A school's questions of every type the bank has, saved through saveQuestion as a teacher would:
// texts in Hindi and Urdu beside English, a figure placed in two languages' texts, difficulty, tags,
// marks and negative marks, keys and explanations, and a comprehension with its questions.

type Q = Record<string, unknown>;
type Api = ReturnType<typeof assessmentApi>;

export interface QuestionMaker {
  api: Api;
  token: string;
  syllabusId: number;
}

/** Saves a question, then its text in each other language (the key and marks are the question's). */
async function saveIn(maker: QuestionMaker, body: Q, others: Record<number, Q>): Promise<number> {
  const save = async (b: Q) =>
    (await maker.api.question(maker.token, { syllabus_id: maker.syllabusId, ...b })) as {
      question_id: number;
      children: { question_id: number }[];
    };
  const saved = await save(body);
  for (const [language, text] of Object.entries(others)) {
    const children = (text.children as Q[] | undefined)?.map((c, i) => ({
      ...(body.children as Q[])[i],
      ...c,
      question_id: saved.children[i]!.question_id,
    }));
    await save({ ...body, ...text, question_id: saved.question_id, language_id: Number(language), children });
  }
  return saved.question_id;
}

/** Every type of question, by name; `tags` are two tag values of the catalogue, `figure` a stored figure's key. */
export async function makeEveryQuestion(
  maker: QuestionMaker,
  figure: string,
  tags: { important: number; hard: number },
): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  const choice = (texts: string[]) => texts.map((option_text, i) => ({ option_id: 'abcd'[i]!, option_text }));
  ids.single = await saveIn(
    maker,
    {
      question_type: 'single',
      difficulty: 3,
      marks: 4,
      negative_marks: 1,
      tag_value_ids: [tags.important, tags.hard],
      stem: 'If $x^2 = 9$ and **x** is positive, what is $x$?\n\n![graph](' + figure + ')',
      image_keys: [figure],
      options: choice(['$3$', '$-3$', '*nine*']),
      answer: { option_ids: ['a'] },
      explanation: 'Take the positive root: $$\\sqrt{9} = 3$$',
    },
    {
      2: {
        stem: 'यदि $x^2 = 9$ और **x** धनात्मक है, तो $x$ क्या है?\n\n![आलेख](' + figure + ')',
        image_keys: [figure],
        options: choice(['$3$', '$-3$', '*नौ*']),
        explanation: 'धनात्मक मूल लें: $$\\sqrt{9} = 3$$',
      },
      6: { stem: 'اگر $x^2 = 9$ ہو تو $x$ کیا ہے؟', options: choice(['$3$', '$-3$', 'نو']), explanation: '' },
    },
  );
  ids.multiple = await saveIn(
    maker,
    {
      question_type: 'multiple',
      difficulty: 1,
      marks: 2,
      tag_value_ids: [tags.important],
      stem: 'Which of these are prime?',
      options: choice(['2', '4', '7']),
      answer: { option_ids: ['a', 'c'] },
    },
    { 2: { stem: 'इनमें से कौन अभाज्य हैं?', options: choice(['2', '4', '7']) } },
  );
  ids.trueFalse = await saveIn(
    maker,
    {
      question_type: 'true_false',
      difficulty: 2,
      marks: 1,
      stem: 'Zero is an even number.',
      answer: { is_true: true },
      explanation: 'It is divisible by 2.',
    },
    { 2: { stem: 'शून्य एक सम संख्या है।', explanation: 'यह 2 से विभाज्य है।' } },
  );
  ids.blanks = await saveIn(
    maker,
    {
      question_type: 'fill_blank',
      difficulty: 1,
      marks: 2,
      stem: 'In the AP 4, 10, 16, the common difference is ______ and the next term is ______.',
      answer: { blanks: [['6', 'six'], ['22']] },
    },
    { 2: { stem: 'समांतर श्रेणी 4, 10, 16 में सार्व अंतर ______ है और अगला पद ______ है।' } },
  );
  ids.integer = await saveIn(
    maker,
    { question_type: 'integer', difficulty: 1, marks: 1, stem: 'How many sides has a hexagon?', answer: { value: 6 } },
    {},
  );
  ids.numeric = await saveIn(
    maker,
    {
      question_type: 'numeric',
      difficulty: 3,
      marks: 3,
      negative_marks: 0.5,
      stem: 'Give $\\pi$ to two decimals.',
      answer: { value: 3.14, tolerance: 0.01 },
    },
    { 6: { stem: '$\\pi$ کو دو اعشاریہ تک لکھیے۔' } },
  );
  ids.match = await saveIn(
    maker,
    {
      question_type: 'match',
      difficulty: 2,
      marks: 2,
      tag_value_ids: [tags.hard],
      stem: 'Match each state with its capital.',
      match_left: [
        { option_id: 'l1', option_text: 'Kerala' },
        { option_id: 'l2', option_text: 'Assam' },
      ],
      options: choice(['Dispur', 'Thiruvananthapuram', 'Patna']),
      answer: {
        pairs: [
          { left_id: 'l1', option_id: 'b' },
          { left_id: 'l2', option_id: 'a' },
        ],
      },
    },
    {
      2: {
        stem: 'प्रत्येक राज्य को उसकी राजधानी से मिलाइए।',
        match_left: [
          { option_id: 'l1', option_text: 'केरल' },
          { option_id: 'l2', option_text: 'असम' },
        ],
        options: choice(['दिसपुर', 'तिरुवनंतपुरम', 'पटना']),
      },
    },
  );
  ids.essay = await saveIn(
    maker,
    {
      question_type: 'subjective',
      difficulty: 2,
      marks: 5,
      stem: 'Explain why the sky is blue.\n\n- scattering\n- wavelength',
      explanation: 'Rayleigh scattering.',
    },
    { 2: { stem: 'समझाइए कि आकाश नीला क्यों है।', explanation: 'रैले प्रकीर्णन।' } },
  );
  ids.passage = await saveIn(
    maker,
    {
      question_type: 'comprehension',
      difficulty: 2,
      marks: 3,
      tag_value_ids: [tags.important],
      stem: 'Read the passage about *rivers*.',
      children: [
        {
          question_type: 'single',
          difficulty: 1,
          marks: 1,
          stem: 'Which river is longest?',
          options: choice(['Ganga', 'Yamuna']),
          answer: { option_ids: ['a'] },
        },
        {
          question_type: 'true_false',
          difficulty: 3,
          marks: 2,
          stem: 'The Ganga flows into the Bay of Bengal.',
          answer: { is_true: true },
        },
      ],
    },
    {
      2: {
        stem: '*नदियों* के बारे में गद्यांश पढ़िए।',
        children: [
          { stem: 'सबसे लंबी नदी कौन सी है?', options: choice(['गंगा', 'यमुना']) },
          { stem: 'गंगा बंगाल की खाड़ी में गिरती है।' },
        ],
      },
    },
  );
  return ids;
}
