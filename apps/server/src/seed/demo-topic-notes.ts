/**
 * What the demo's notes, lessons and activities say about a topic. Every body is about its own
 * topic (a "Metals" PDF once showed "Number Systems"): a handful of class 10 topics have
 * written notes and a question; every other topic gets notes and a question made from its own
 * place in the syllabus (its chapter, subject and class), which are true for that topic.
 */

export interface DemoTopic {
  id: number;
  name: string;
  chapter: string;
  subject: string;
  grade: number;
  /** The other chapters of the subject: wrong answers of the "which chapter" question. */
  otherChapters: readonly string[];
}

export interface TopicNotes {
  title: string;
  /** [heading, paragraph] per page or slide. */
  sections: readonly (readonly [string, string])[];
  question: { text: string; options: readonly string[]; answer: number };
}

type Written = Omit<TopicNotes, 'title'>;

/** Written notes, by topic name (class 10 science and mathematics). */
const WRITTEN: Readonly<Record<string, Written>> = {
  'Chemical Equations': {
    sections: [
      [
        'Word equations',
        'A chemical equation shows a reaction in short: reactants on the left, products on the right, joined by an arrow. Magnesium + oxygen → magnesium oxide is a word equation.',
      ],
      [
        'Symbols and formulae',
        'Writing formulae instead of words gives the skeletal equation: Mg + O2 → MgO. The physical states can be added as (s), (l), (g) and (aq).',
      ],
      [
        'What an equation tells us',
        'An equation names the substances that react and form, and, once balanced, in what proportions they take part.',
      ],
    ],
    question: {
      text: 'In a chemical equation, the substances on the left of the arrow are the …',
      options: ['products', 'reactants', 'catalysts'],
      answer: 1,
    },
  },
  'Balancing Chemical Equations': {
    sections: [
      [
        'Why balance',
        'Mass is neither created nor destroyed in a reaction, so each element must have the same number of atoms on both sides of the equation.',
      ],
      [
        'Balancing step by step',
        'Count the atoms of each element on both sides, then change the coefficients (never the formulae) until the counts match: Fe + H2O → Fe3O4 + H2 becomes 3Fe + 4H2O → Fe3O4 + 4H2.',
      ],
      [
        'Checking the result',
        'Count every element once more. A balanced equation uses the smallest whole-number coefficients.',
      ],
    ],
    question: {
      text: 'To balance an equation you may change …',
      options: ['the formulae of the substances', 'the coefficients in front of them', 'the arrow'],
      answer: 1,
    },
  },
  'Types of Chemical Reactions': {
    sections: [
      [
        'Combination and decomposition',
        'In a combination reaction two or more substances form one product (CaO + H2O → Ca(OH)2). In decomposition one substance breaks into simpler ones, by heat, light or electricity.',
      ],
      [
        'Displacement and double displacement',
        'A more reactive element displaces a less reactive one from its compound (Fe + CuSO4 → FeSO4 + Cu). In double displacement two compounds exchange ions, often forming a precipitate.',
      ],
      [
        'Oxidation and reduction',
        'Oxidation is the gain of oxygen (or loss of hydrogen); reduction is the loss of oxygen (or gain of hydrogen). Both happen together in a redox reaction.',
      ],
    ],
    question: {
      text: 'Fe + CuSO4 → FeSO4 + Cu is a … reaction.',
      options: ['combination', 'decomposition', 'displacement'],
      answer: 2,
    },
  },
  'Physical Properties of Metals and Non-metals': {
    sections: [
      [
        'Metals',
        'Metals are lustrous, hard (except sodium and potassium), malleable and ductile, and good conductors of heat and electricity. Most are solids; mercury is a liquid.',
      ],
      [
        'Non-metals',
        'Non-metals are mostly brittle solids or gases, not lustrous (except iodine), and poor conductors (graphite is the exception).',
      ],
      [
        'Telling them apart',
        'Beat a sample: a metal flattens into a sheet, a non-metal crumbles. Test the sound: metals are sonorous.',
      ],
    ],
    question: { text: 'Which non-metal conducts electricity?', options: ['Sulphur', 'Graphite', 'Iodine'], answer: 1 },
  },
  'The Reactivity Series': {
    sections: [
      [
        'Ordering metals',
        'The reactivity series lists metals from the most reactive (potassium, sodium, calcium) to the least (silver, gold).',
      ],
      [
        'Displacement',
        'A metal higher in the series displaces a lower one from a solution of its salt: zinc displaces copper from copper sulphate, copper cannot displace zinc.',
      ],
      [
        'Using the series',
        'Metals low in the series are found free in nature; those at the top are extracted by electrolysis.',
      ],
    ],
    question: {
      text: 'Which metal can displace copper from copper sulphate solution?',
      options: ['Silver', 'Gold', 'Zinc'],
      answer: 2,
    },
  },
  Corrosion: {
    sections: [
      [
        'What corrosion is',
        'Metals attacked by moisture, air or acids corrode: silver blackens, copper turns green and iron rusts.',
      ],
      [
        'Rusting of iron',
        'Iron rusts only when both air and water are present. Rust is hydrated iron(III) oxide, which flakes off and weakens the metal.',
      ],
      [
        'Prevention',
        'Paint, oil, grease, galvanising (a zinc coat), chrome plating and alloying keep air and water away from the iron.',
      ],
    ],
    question: { text: 'Iron rusts when it meets …', options: ['air and water', 'air alone', 'water alone'], answer: 0 },
  },
  'Fundamental Theorem of Arithmetic': {
    sections: [
      [
        'The theorem',
        'Every composite number can be written as a product of primes, and this factorisation is unique apart from the order of the factors.',
      ],
      ['Prime factorisation', 'Divide by the smallest prime again and again: 140 = 2 × 2 × 5 × 7 = 2² × 5 × 7.'],
      [
        'HCF and LCM',
        'The HCF is the product of the smallest powers of the common primes; the LCM the product of the greatest powers of all the primes. HCF × LCM = the product of two numbers.',
      ],
    ],
    question: {
      text: 'The prime factorisation of 140 is …',
      options: ['2 × 70', '2² × 5 × 7', '4 × 5 × 7'],
      answer: 1,
    },
  },
  'Irrational Numbers': {
    sections: [
      [
        'Definition',
        'A number is irrational if it cannot be written as p/q with p and q integers and q not zero. Its decimal expansion neither ends nor repeats.',
      ],
      ['Examples', 'The square roots of 2, 3 and 5, and π, are irrational.'],
      [
        'Proving irrationality',
        'Assume √2 = p/q in lowest terms; squaring shows 2 divides both p and q, a contradiction. So √2 is irrational.',
      ],
    ],
    question: { text: 'Which of these is irrational?', options: ['1/2', '0.75', '√2'], answer: 2 },
  },
  'Spherical Mirrors': {
    sections: [
      [
        'Concave and convex',
        'A concave mirror curves inwards and converges light; a convex mirror curves outwards and diverges it.',
      ],
      [
        'Terms',
        'The pole is the centre of the mirror, the centre of curvature is the centre of its sphere, and the focal length f is half the radius of curvature R.',
      ],
      ['The mirror formula', '1/v + 1/u = 1/f, with distances measured from the pole. Magnification m = −v/u.'],
    ],
    question: {
      text: 'The focal length of a spherical mirror is … its radius of curvature.',
      options: ['twice', 'half', 'equal to'],
      answer: 1,
    },
  },
  "Ohm's Law": {
    sections: [
      [
        'The law',
        'At a constant temperature, the current through a conductor is proportional to the potential difference across it: V = IR.',
      ],
      [
        'Resistance',
        'R is the resistance, measured in ohms (Ω). It depends on the length, the area of cross-section and the material of the conductor.',
      ],
      ['Using it', 'A 6 V battery across a 3 Ω resistor drives a current of 2 A.'],
    ],
    question: {
      text: 'A 6 V battery across a 3 Ω resistor drives a current of …',
      options: ['18 A', '2 A', '0.5 A'],
      answer: 1,
    },
  },
  'The pH Scale': {
    sections: [
      ['The scale', 'pH measures how acidic or basic a solution is, from 0 to 14. Pure water has pH 7.'],
      ['Acids and bases', 'Below 7 a solution is acidic, above 7 it is basic. The further from 7, the stronger.'],
      [
        'pH in daily life',
        'Our body works within pH 7.0 to 7.8; tooth decay starts below pH 5.5; antacids neutralise excess stomach acid.',
      ],
    ],
    question: { text: 'A solution of pH 3 is …', options: ['acidic', 'neutral', 'basic'], answer: 0 },
  },
  Nutrition: {
    sections: [
      [
        'Autotrophic nutrition',
        'Green plants make their food by photosynthesis: carbon dioxide and water, with sunlight and chlorophyll, give glucose and oxygen.',
      ],
      [
        'Heterotrophic nutrition',
        'Animals take in food made by others: holozoic, saprophytic and parasitic nutrition are its kinds.',
      ],
      [
        'Nutrition in human beings',
        'Food is broken down along the alimentary canal; the small intestine completes digestion and absorbs the digested food.',
      ],
    ],
    question: {
      text: 'Photosynthesis needs carbon dioxide, water, sunlight and …',
      options: ['oxygen', 'chlorophyll', 'glucose'],
      answer: 1,
    },
  },
};

/** Made from the topic's place in the syllabus, where no notes are written. */
function placeNotes(topic: DemoTopic): Written {
  const others = topic.otherChapters.slice(0, 2);
  const options = [topic.chapter, ...others];
  // The right answer moves with the topic, so it is not always the first button.
  const shift = topic.id % options.length;
  const rotated = options.map((_, i) => options[(i + shift) % options.length]!);
  return {
    sections: [
      [
        'Where this topic sits',
        `${topic.name} is part of the chapter “${topic.chapter}” of Class ${topic.grade} ${topic.subject}.`,
      ],
      [
        'Read and note',
        `Read the part of “${topic.chapter}” that covers ${topic.name}. Note each new term and what it means, in your own words.`,
      ],
      [
        'Check yourself',
        `Explain ${topic.name} to a friend in three sentences, then answer the questions on it at the end of the chapter.`,
      ],
    ],
    question: {
      text: `${topic.name} is a topic of which chapter of Class ${topic.grade} ${topic.subject}?`,
      options: rotated,
      answer: rotated.indexOf(topic.chapter),
    },
  };
}

export function topicNotes(topic: DemoTopic): TopicNotes {
  return { title: topic.name, ...(WRITTEN[topic.name] ?? placeNotes(topic)) };
}

/** The topics that have written notes (the rest are made from their place). */
export const WRITTEN_TOPICS: readonly string[] = Object.keys(WRITTEN);
