import type { QuestionDraft } from '../question-draft.js';

// One draft of every question type the product has, with the fields a round trip must keep: TeX,
// emphasis, figures placed in the text, marks and negative marks, explanations, difficulty, tags,
// and texts in the product's other languages (Hindi, Urdu).

/** A 1x1 PNG, and a second figure with other bytes. */
export const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
export const PNG2 = new Uint8Array([...PNG.slice(0, -4), 1, 2, 3, 4]);

const base: Pick<QuestionDraft, 'category' | 'images'> = { category: ['Algebra', 'Linear'], images: [] };

export const SAMPLE_DRAFTS: QuestionDraft[] = [
  {
    ...base,
    question_type: 'single',
    title: 'Roots',
    stem: 'If $x^2 = 9$ and **x** is positive, what is $x$?\n\n![graph](draft:graph.png)',
    images: [{ name: 'graph.png', mime: 'image/png', bytes: PNG }],
    options: [
      { option_id: 'a', option_text: '$3$' },
      { option_id: 'b', option_text: '$-3$' },
      { option_id: 'c', option_text: '*nine*' },
    ],
    answer: { option_ids: ['a'] },
    explanation: 'Take the positive root: $$\\sqrt{9} = 3$$',
    marks: 4,
    negative_marks: 1,
    difficulty: 3,
    tags: ['Board Exam: Important', 'Difficulty: Hard'],
    texts: [
      {
        language_id: 2,
        stem: 'यदि $x^2 = 9$ और **x** धनात्मक है, तो $x$ क्या है?\n\n![आलेख](draft:graph.png)',
        options: [
          { option_id: 'a', option_text: '$3$' },
          { option_id: 'b', option_text: '$-3$' },
          { option_id: 'c', option_text: '*नौ*' },
        ],
        explanation: 'धनात्मक मूल लें: $$\\sqrt{9} = 3$$',
      },
      {
        language_id: 6,
        stem: 'اگر $x^2 = 9$ ہو تو $x$ کیا ہے؟',
        options: [
          { option_id: 'a', option_text: '$3$' },
          { option_id: 'b', option_text: '$-3$' },
          { option_id: 'c', option_text: 'نو' },
        ],
      },
    ],
  },
  {
    ...base,
    question_type: 'multiple',
    title: 'Primes',
    stem: 'Which of these are prime?',
    options: [
      { option_id: 'a', option_text: '2' },
      { option_id: 'b', option_text: '4' },
      { option_id: 'c', option_text: '7' },
    ],
    answer: { option_ids: ['a', 'c'] },
    marks: 2,
  },
  {
    ...base,
    question_type: 'true_false',
    title: 'Zero',
    stem: 'Zero is an even number.',
    answer: { is_true: true },
    explanation: 'It is divisible by 2.',
    marks: 1,
  },
  {
    ...base,
    question_type: 'fill_blank',
    title: 'AP',
    stem: 'In the AP 4, 10, 16, the common difference is ______ and the next term is ______.',
    answer: { blanks: [['6', 'six'], ['22']] },
    marks: 2,
    difficulty: 1,
    texts: [{ language_id: 2, stem: 'समांतर श्रेणी 4, 10, 16 में सार्व अंतर ______ है और अगला पद ______ है।' }],
  },
  {
    ...base,
    question_type: 'fill_blank',
    title: 'Elevation',
    stem: 'The angle of depression equals the angle of ______.',
    answer: { blanks: [['elevation']] },
    marks: 1,
  },
  {
    ...base,
    question_type: 'integer',
    title: 'Sides',
    stem: 'How many sides has a hexagon?',
    answer: { value: 6 },
    marks: 1,
  },
  {
    ...base,
    question_type: 'numeric',
    title: 'Pi',
    stem: 'Give $\\pi$ to two decimals.',
    answer: { value: 3.14, tolerance: 0.01 },
    marks: 3,
    negative_marks: 0.5,
  },
  {
    ...base,
    question_type: 'match',
    title: 'Capitals',
    stem: 'Match each state with its capital.',
    match_left: [
      { option_id: 'a', option_text: 'Kerala' },
      { option_id: 'b', option_text: 'Assam' },
    ],
    options: [
      { option_id: 'a', option_text: 'Dispur' },
      { option_id: 'b', option_text: 'Thiruvananthapuram' },
      { option_id: 'c', option_text: 'Patna' },
    ],
    answer: {
      pairs: [
        { left_id: 'a', option_id: 'b' },
        { left_id: 'b', option_id: 'a' },
      ],
    },
    marks: 2,
    texts: [
      {
        language_id: 2,
        stem: 'प्रत्येक राज्य को उसकी राजधानी से मिलाइए।',
        match_left: [
          { option_id: 'a', option_text: 'केरल' },
          { option_id: 'b', option_text: 'असम' },
        ],
        options: [
          { option_id: 'a', option_text: 'दिसपुर' },
          { option_id: 'b', option_text: 'तिरुवनंतपुरम' },
          { option_id: 'c', option_text: 'पटना' },
        ],
      },
    ],
  },
  {
    ...base,
    question_type: 'subjective',
    title: 'Essay',
    stem: 'Explain why the sky is blue.\n\n- scattering\n- wavelength',
    explanation: 'Rayleigh scattering.',
    marks: 5,
  },
  {
    ...base,
    question_type: 'comprehension',
    title: 'Passage',
    stem: 'Read the passage about *rivers*.\n\n![map](draft:map.png)',
    images: [{ name: 'map.png', mime: 'image/png', bytes: PNG2 }],
    marks: 3,
    difficulty: 2,
    tags: ['Board Exam: Important'],
    texts: [{ language_id: 2, stem: '*नदियों* के बारे में गद्यांश पढ़िए।\n\n![map](draft:map.png)' }],
    children: [
      {
        ...base,
        category: [],
        question_type: 'single',
        title: 'Passage (1)',
        stem: 'Which river is longest?',
        options: [
          { option_id: 'a', option_text: 'Ganga' },
          { option_id: 'b', option_text: 'Yamuna' },
        ],
        answer: { option_ids: ['a'] },
        marks: 1,
        difficulty: 2,
        texts: [
          {
            language_id: 2,
            stem: 'सबसे लंबी नदी कौन सी है?',
            options: [
              { option_id: 'a', option_text: 'गंगा' },
              { option_id: 'b', option_text: 'यमुना' },
            ],
          },
        ],
      },
      {
        ...base,
        category: [],
        question_type: 'true_false',
        title: 'Passage (2)',
        stem: 'The Ganga flows into the Bay of Bengal.',
        answer: { is_true: true },
        marks: 2,
        difficulty: 3,
        texts: [{ language_id: 2, stem: 'गंगा बंगाल की खाड़ी में गिरती है।' }],
      },
    ],
  },
];
