/**
 * Names of the demo catalogue: CBSE classes 6-10 with their NCERT subjects and chapters, topics for
 * the class 10 science and mathematics chapters, and a JEE class 11. Chapters without listed topics
 * get topics named after the chapter (introduction, key ideas, applications).
 */
export interface SubjectSpec {
  name: string;
  chapters: readonly (string | readonly [string, readonly string[]])[];
  /** Other than 2/0/4: the subject opens /study-syllabus (spec 002 §2.2). */
  groupPresentation?: number;
  bookCode?: string;
}

export const CBSE_SUBJECTS: Readonly<Record<number, readonly SubjectSpec[]>> = {
  10: [
    {
      name: 'Mathematics',
      bookCode: 'NCERT-10-MATH',
      chapters: [
        ['Real Numbers', ['Fundamental Theorem of Arithmetic', 'Irrational Numbers']],
        ['Polynomials', ['Zeroes of a Polynomial', 'Relationship between Zeroes and Coefficients']],
        [
          'Pair of Linear Equations in Two Variables',
          ['Graphical Method of Solution', 'Substitution Method', 'Elimination Method'],
        ],
        ['Quadratic Equations', ['Solution by Factorisation', 'Nature of Roots']],
        ['Arithmetic Progressions', ['nth Term of an AP', 'Sum of First n Terms of an AP']],
        ['Triangles', ['Similar Figures', 'Criteria for Similarity of Triangles']],
        ['Coordinate Geometry', ['Distance Formula', 'Section Formula']],
        ['Introduction to Trigonometry', ['Trigonometric Ratios', 'Trigonometric Identities']],
        ['Some Applications of Trigonometry', ['Heights and Distances', 'Angles of Elevation and Depression']],
        ['Circles', ['Tangent to a Circle', 'Number of Tangents from a Point on a Circle']],
        ['Areas Related to Circles', ['Perimeter and Area of a Circle', 'Areas of Sector and Segment of a Circle']],
        ['Surface Areas and Volumes', ['Surface Area of a Combination of Solids', 'Volume of a Combination of Solids']],
        ['Statistics', ['Mean of Grouped Data', 'Mode and Median of Grouped Data']],
        ['Probability', ['Theoretical Probability', 'Simple Problems on Single Events']],
      ],
    },
    {
      name: 'Science',
      bookCode: 'NCERT-10-SCI',
      groupPresentation: 1,
      chapters: [
        [
          'Chemical Reactions and Equations',
          ['Chemical Equations', 'Balancing Chemical Equations', 'Types of Chemical Reactions'],
        ],
        ['Acids, Bases and Salts', ['Chemical Properties of Acids and Bases', 'The pH Scale', 'Salts and their Uses']],
        [
          'Metals and Non-metals',
          ['Physical Properties of Metals and Non-metals', 'The Reactivity Series', 'Corrosion'],
        ],
        ['Carbon and its Compounds', ['Covalent Bonding in Carbon', 'Homologous Series', 'Ethanol and Ethanoic Acid']],
        ['Life Processes', ['Nutrition', 'Respiration', 'Transportation in Human Beings']],
        ['Control and Coordination', ['The Nervous System', 'Hormones in Animals', 'Coordination in Plants']],
        [
          'How do Organisms Reproduce?',
          ['Asexual Reproduction', 'Sexual Reproduction in Flowering Plants', 'Reproductive Health'],
        ],
        ['Heredity', ["Mendel's Contributions", 'Sex Determination']],
        [
          'Light – Reflection and Refraction',
          ['Spherical Mirrors', 'Refraction through a Glass Slab', 'Lenses and Power of a Lens'],
        ],
        [
          'The Human Eye and the Colourful World',
          ['Defects of Vision and their Correction', 'Dispersion of White Light', 'Atmospheric Refraction'],
        ],
        ['Electricity', ["Ohm's Law", 'Resistors in Series and Parallel', 'Heating Effect of Electric Current']],
        [
          'Magnetic Effects of Electric Current',
          ['Magnetic Field Lines', 'Force on a Current-carrying Conductor', 'Domestic Electric Circuits'],
        ],
        [
          'Our Environment',
          ['Ecosystem and Food Chains', 'Depletion of the Ozone Layer', 'Managing the Garbage we Produce'],
        ],
      ],
    },
    {
      name: 'Social Science',
      bookCode: 'NCERT-10-SST',
      chapters: [
        'The Rise of Nationalism in Europe',
        'Nationalism in India',
        'The Making of a Global World',
        'Print Culture and the Modern World',
        'Resources and Development',
        'Water Resources',
        'Agriculture',
        'Minerals and Energy Resources',
        'Manufacturing Industries',
        'Power Sharing',
        'Federalism',
        'Political Parties',
        'Outcomes of Democracy',
        'Development',
        'Sectors of the Indian Economy',
        'Money and Credit',
        'Globalisation and the Indian Economy',
      ],
    },
    {
      name: 'English',
      bookCode: 'NCERT-10-ENG',
      chapters: [
        'A Letter to God',
        'Nelson Mandela: Long Walk to Freedom',
        'Two Stories about Flying',
        'From the Diary of Anne Frank',
        'Glimpses of India',
        'Mijbil the Otter',
        'Madam Rides the Bus',
        'The Sermon at Benares',
        'The Proposal',
      ],
    },
  ],
  9: [
    {
      name: 'Mathematics',
      groupPresentation: 3,
      chapters: [
        'Number Systems',
        'Polynomials',
        'Coordinate Geometry',
        'Linear Equations in Two Variables',
        "Introduction to Euclid's Geometry",
        'Lines and Angles',
        'Triangles',
        'Quadrilaterals',
        'Circles',
        "Heron's Formula",
        'Surface Areas and Volumes',
        'Statistics',
      ],
    },
    {
      name: 'Science',
      chapters: [
        'Matter in Our Surroundings',
        'Is Matter Around Us Pure?',
        'Atoms and Molecules',
        'Structure of the Atom',
        'The Fundamental Unit of Life',
        'Tissues',
        'Motion',
        'Force and Laws of Motion',
        'Gravitation',
        'Work and Energy',
        'Sound',
        'Improvement in Food Resources',
      ],
    },
    {
      name: 'Social Science',
      chapters: [
        'The French Revolution',
        'Socialism in Europe and the Russian Revolution',
        'Nazism and the Rise of Hitler',
        'India – Size and Location',
        'Physical Features of India',
        'Drainage',
        'Climate',
        'What is Democracy? Why Democracy?',
        'Constitutional Design',
        'Electoral Politics',
        'The Story of Village Palampur',
        'People as Resource',
        'Poverty as a Challenge',
        'Food Security in India',
      ],
    },
    {
      name: 'English',
      chapters: [
        'The Fun They Had',
        'The Sound of Music',
        'The Little Girl',
        'A Truly Beautiful Mind',
        'The Snake and the Mirror',
        'My Childhood',
        'Reach for the Top',
        'Kathmandu',
        'If I Were You',
      ],
    },
  ],
  8: [
    {
      name: 'Mathematics',
      chapters: [
        'Rational Numbers',
        'Linear Equations in One Variable',
        'Understanding Quadrilaterals',
        'Data Handling',
        'Squares and Square Roots',
        'Cubes and Cube Roots',
        'Comparing Quantities',
        'Algebraic Expressions and Identities',
        'Mensuration',
        'Exponents and Powers',
        'Direct and Inverse Proportions',
        'Factorisation',
        'Introduction to Graphs',
      ],
    },
    {
      name: 'Science',
      chapters: [
        'Crop Production and Management',
        'Microorganisms: Friend and Foe',
        'Coal and Petroleum',
        'Combustion and Flame',
        'Conservation of Plants and Animals',
        'Reproduction in Animals',
        'Reaching the Age of Adolescence',
        'Force and Pressure',
        'Friction',
        'Sound',
        'Chemical Effects of Electric Current',
        'Some Natural Phenomena',
        'Light',
      ],
    },
    {
      name: 'Social Science',
      chapters: [
        'How, When and Where',
        'From Trade to Territory',
        'Ruling the Countryside',
        'Tribals, Dikus and the Vision of a Golden Age',
        'Resources',
        'Agriculture',
        'Industries',
        'The Indian Constitution',
        'Understanding Secularism',
        'Parliament and the Making of Laws',
        'Judiciary',
      ],
    },
    {
      name: 'English',
      chapters: [
        'The Best Christmas Present in the World',
        'The Tsunami',
        'Glimpses of the Past',
        "Bepin Choudhury's Lapse of Memory",
        'The Summit Within',
        "This is Jody's Fawn",
        'A Visit to Cambridge',
        'A Short Monsoon Diary',
      ],
    },
  ],
  7: [
    {
      name: 'Mathematics',
      chapters: [
        'Integers',
        'Fractions and Decimals',
        'Data Handling',
        'Simple Equations',
        'Lines and Angles',
        'The Triangle and its Properties',
        'Comparing Quantities',
        'Rational Numbers',
        'Perimeter and Area',
        'Algebraic Expressions',
        'Exponents and Powers',
        'Symmetry',
        'Visualising Solid Shapes',
      ],
    },
    {
      name: 'Science',
      chapters: [
        'Nutrition in Plants',
        'Nutrition in Animals',
        'Heat',
        'Acids, Bases and Salts',
        'Physical and Chemical Changes',
        'Respiration in Organisms',
        'Transportation in Animals and Plants',
        'Reproduction in Plants',
        'Motion and Time',
        'Electric Current and its Effects',
        'Light',
        'Forests: Our Lifeline',
        'Wastewater Story',
      ],
    },
    {
      name: 'Social Science',
      chapters: [
        'Tracing Changes through a Thousand Years',
        'New Kings and Kingdoms',
        'The Delhi Sultans',
        'The Mughal Empire',
        'Environment',
        'Inside Our Earth',
        'Our Changing Earth',
        'Air',
        'Water',
        'On Equality',
        'How the State Government Works',
        'Markets Around Us',
      ],
    },
    {
      name: 'English',
      chapters: [
        'Three Questions',
        'A Gift of Chappals',
        'Gopal and the Hilsa Fish',
        'The Ashes that Made Trees Bloom',
        'Quality',
        'Expert Detectives',
        'The Invention of Vita-Wonk',
        'Fire: Friend and Foe',
      ],
    },
  ],
  6: [
    {
      name: 'Mathematics',
      chapters: [
        'Knowing Our Numbers',
        'Whole Numbers',
        'Playing with Numbers',
        'Basic Geometrical Ideas',
        'Understanding Elementary Shapes',
        'Integers',
        'Fractions',
        'Decimals',
        'Data Handling',
        'Mensuration',
        'Algebra',
        'Ratio and Proportion',
      ],
    },
    {
      name: 'Science',
      chapters: [
        'Food: Where Does It Come From?',
        'Components of Food',
        'Fibre to Fabric',
        'Sorting Materials into Groups',
        'Separation of Substances',
        'Getting to Know Plants',
        'Body Movements',
        'The Living Organisms and their Surroundings',
        'Motion and Measurement of Distances',
        'Light, Shadows and Reflections',
        'Electricity and Circuits',
        'Fun with Magnets',
        'Air Around Us',
      ],
    },
    {
      name: 'Social Science',
      chapters: [
        'What, Where, How and When?',
        'From Hunting-Gathering to Growing Food',
        'In the Earliest Cities',
        'Kingdoms, Kings and an Early Republic',
        'The Earth in the Solar System',
        'Globe: Latitudes and Longitudes',
        'Motions of the Earth',
        'Major Landforms of the Earth',
        'Understanding Diversity',
        'What is Government?',
        'Panchayati Raj',
        'Rural Livelihoods',
      ],
    },
    {
      name: 'English',
      chapters: [
        "Who Did Patrick's Homework?",
        'How the Dog Found Himself a New Master!',
        "Taro's Reward",
        'An Indian-American Woman in Space: Kalpana Chawla',
        'A Different Kind of School',
        'Who I Am',
        'Fair Play',
        'A Game of Chance',
      ],
    },
  ],
};

export const JEE_SUBJECTS: readonly SubjectSpec[] = [
  { name: 'Physics', chapters: ['Units and Measurements', 'Motion in a Straight Line', 'Laws of Motion'] },
  {
    name: 'Chemistry',
    chapters: ['Some Basic Concepts of Chemistry', 'Structure of Atom', 'Chemical Bonding and Molecular Structure'],
  },
  { name: 'Mathematics', chapters: ['Sets', 'Relations and Functions', 'Trigonometric Functions'] },
];

/**
 * Topics for chapters listed without any. A chapter that is itself an introduction ("Introduction
 * to Euclid's Geometry") is not introduced again ("Introduction to Introduction to ...").
 */
export function defaultTopics(chapter: string): string[] {
  const first = /^introduction\b/i.test(chapter) ? `${chapter}: First Steps` : `Introduction to ${chapter}`;
  return [first, `${chapter}: Key Ideas`, `${chapter}: Applications and Review`];
}

/** Groups: learn (1), practice (2), test (3); the three premium names are gated by a later issue. */
export const DEMO_GROUPS = [
  {
    group_id: 3001,
    group_name: 'Concept Videos',
    group_category_id: 1,
    display_order: 1,
    group_description: 'Short videos that explain each idea',
  },
  {
    group_id: 3002,
    group_name: 'Interactive Lessons',
    group_category_id: 1,
    display_order: 2,
    group_description: 'Step-by-step lessons with questions',
  },
  {
    group_id: 3003,
    group_name: 'Study Notes',
    group_category_id: 1,
    display_order: 3,
    group_description: 'Notes to read and revise',
  },
  {
    group_id: 3004,
    group_name: 'Detailed Learning',
    group_category_id: 1,
    display_order: 4,
    group_description: 'Longer lessons that go deeper',
  },
  {
    group_id: 3005,
    group_name: 'High Weightage Content',
    group_category_id: 1,
    display_order: 5,
    group_description: 'What board exams ask most',
  },
  {
    group_id: 3006,
    group_name: 'Recommended Content',
    group_category_id: 1,
    display_order: 6,
    group_description: 'Picked for you by our teachers',
  },
  {
    group_id: 3007,
    group_name: 'Practice Activities',
    group_category_id: 2,
    display_order: 7,
    group_description: 'Activities to try what you learnt',
  },
  {
    group_id: 3008,
    group_name: 'Games',
    group_category_id: 2,
    display_order: 8,
    group_description: 'Learn by playing',
  },
  {
    group_id: 3009,
    group_name: 'Chapter Tests',
    group_category_id: 3,
    display_order: 9,
    group_description: 'Check yourself chapter by chapter',
  },
] as const;

/** The Hindi variant of Concept Videos (language 2). */
export const HINDI_CONCEPT_VIDEOS = {
  group_id: 3010,
  group_name: 'अवधारणा वीडियो',
  group_category_id: 1,
  display_order: 1,
  group_description: 'हर विचार को समझाने वाले छोटे वीडियो',
  language_id: 2,
  group_parent_id: 3001,
} as const;

/** The Hindi variant of Study Notes (language 2): the Hindi-medium section's notes. */
export const HINDI_STUDY_NOTES = {
  group_id: 3011,
  group_name: 'अध्ययन नोट्स',
  group_category_id: 1,
  display_order: 3,
  group_description: 'पढ़ने और दोहराने के लिए नोट्स',
  language_id: 2,
  group_parent_id: 3003,
} as const;

/**
 * Class 10 mathematics chapters as the NCERT Hindi-medium textbook (गणित) names them: the titles of
 * the Hindi content the demo's Hindi-medium section 10-C studies.
 */
export const HINDI_MATHEMATICS_CHAPTERS: Readonly<Record<string, string>> = {
  'Real Numbers': 'वास्तविक संख्याएँ',
  Polynomials: 'बहुपद',
  'Pair of Linear Equations in Two Variables': 'दो चरों वाले रैखिक समीकरणों का युग्म',
  'Quadratic Equations': 'द्विघात समीकरण',
  'Arithmetic Progressions': 'समांतर श्रेढ़ियाँ',
  Triangles: 'त्रिभुज',
  'Coordinate Geometry': 'निर्देशांक ज्यामिति',
  'Introduction to Trigonometry': 'त्रिकोणमिति का परिचय',
  'Some Applications of Trigonometry': 'त्रिकोणमिति के कुछ अनुप्रयोग',
  Circles: 'वृत्त',
  'Areas Related to Circles': 'वृत्तों से संबंधित क्षेत्रफल',
  'Surface Areas and Volumes': 'पृष्ठीय क्षेत्रफल और आयतन',
  Statistics: 'सांख्यिकी',
  Probability: 'प्रायिकता',
};

/** Tags: tag_id 1 Difficulty, tag_id 2 Board Exam. */
export const DEMO_TAGS = [
  { tag_value_id: 901, tag_id: 1, tag_name: 'Difficulty', tag_value: 'Easy' },
  { tag_value_id: 902, tag_id: 1, tag_name: 'Difficulty', tag_value: 'Medium' },
  { tag_value_id: 903, tag_id: 1, tag_name: 'Difficulty', tag_value: 'Hard' },
  { tag_value_id: 904, tag_id: 2, tag_name: 'Board Exam', tag_value: 'Important' },
] as const;
