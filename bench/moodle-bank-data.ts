import sharp from 'sharp';

// A Moodle XML question bank as Moodle's question/format/xml writes one: category questions setting the
// path of those after them, then questions of the types a school's bank holds (multichoice single and
// multiple, truefalse, shortanswer, numerical, matching, essay, a few cloze), every third with a PNG
// figure embedded as base64 and referred to as @@PLUGINFILE@@, and some LaTeX in \( \) and $$ $$.

/** The categories of the bank, as Moodle writes their paths. */
export const MB_CATEGORIES = ['Motion', 'Force', 'Energy', 'Light', 'Electricity', 'Magnetism', 'Sound', 'Matter'].map(
  (c) => `Science / ${c}`,
);
const FIGURES = 24;

/** Real PNGs of a figure's size (a graph of 240 × 160 with a gradient and grid): each one different. */
async function figures(): Promise<string[]> {
  const width = 240;
  const height = 160;
  return Promise.all(
    Array.from({ length: FIGURES }, async (_, n) => {
      const pixels = Buffer.alloc(width * height * 3);
      for (let y = 0; y < height; y += 1)
        for (let x = 0; x < width; x += 1) {
          const i = (y * width + x) * 3;
          const grid = x % 20 === 0 || y % 20 === 0;
          const curve = Math.abs(height - y - ((x * (n + 1)) % height)) < 2;
          pixels[i] = grid ? 200 : curve ? 20 : 255 - ((x + n * 7) % 40);
          pixels[i + 1] = grid ? 200 : curve ? 60 : 255 - ((y + n * 3) % 30);
          pixels[i + 2] = grid ? 220 : curve ? 200 : 250;
        }
      const png = await sharp(pixels, { raw: { width, height, channels: 3 } })
        .png()
        .toBuffer();
      return png.toString('base64');
    }),
  );
}

const cdata = (html: string) => `<text><![CDATA[${html}]]></text>`;
const feedback = (html = '') => `<feedback format="html">${cdata(html)}</feedback>`;
const answer = (fraction: number, text: string, extra = '') =>
  `<answer fraction="${fraction}" format="html">${cdata(text)}${feedback(fraction > 0 ? 'Right.' : '')}${extra}</answer>`;

function question(type: string, name: string, body: string, figure?: { name: string; png: string }): string {
  const image = figure ? `<p><img src="@@PLUGINFILE@@/${figure.name}" alt="figure" width="240" height="160"></p>` : '';
  const file = figure ? `<file name="${figure.name}" path="/" encoding="base64">${figure.png}</file>` : '';
  return `  <question type="${type}">
    <name><text>${name}</text></name>
    <questiontext format="html">${cdata(`<p>${body}</p>${image}`)}${file}</questiontext>
    <generalfeedback format="html">${cdata('<p>See the chapter’s worked example.</p>')}</generalfeedback>
    <defaultgrade>1.0000000</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <idnumber></idnumber>
`;
}

const choices = (n: number, single: boolean) => {
  const right = single ? [n % 4] : [n % 4, (n + 1) % 4];
  const opts = ['\\(v = u + at\\)', '\\(s = ut\\)', 'kinetic energy', 'none of these'];
  return opts
    .map((o, i) => answer(right.includes(i) ? (single ? 100 : 50) : single ? 0 : -50, `${o} (${n})`))
    .join('\n');
};

function oneQuestion(n: number, figure?: { name: string; png: string }): string {
  const kind = n % 20;
  const name = `Q${String(n).padStart(4, '0')}`;
  if (kind < 6)
    return `${question('multichoice', name, `Which relation holds for case ${n}? A body starts at rest and accelerates at \\(a = ${(n % 9) + 1}\\,\\text{m/s}^2\\).`, figure)}    <single>true</single>
    <shuffleanswers>true</shuffleanswers>
    <answernumbering>abc</answernumbering>
${choices(n, true)}
  </question>`;
  if (kind < 8)
    return `${question('multichoice', name, `Select every true statement about case ${n}.`, figure)}    <single>false</single>
    <shuffleanswers>true</shuffleanswers>
    <answernumbering>abc</answernumbering>
${choices(n, false)}
  </question>`;
  if (kind < 11)
    return `${question('truefalse', name, `A body moving at constant speed ${n} m/s in a circle has no acceleration.`, figure)}${answer(0, 'true')}
${answer(100, 'false')}
  </question>`;
  if (kind < 13)
    return `${question('shortanswer', name, `Name the SI unit of force (question ${n}).`, figure)}    <usecase>0</usecase>
${answer(100, 'newton')}
${answer(100, 'N')}
  </question>`;
  if (kind < 15)
    return `${question('numerical', name, `A car covers ${n * 3} m in 3 s. Its speed in m/s is: $$v = \\frac{s}{t}$$`, figure)}${answer(100, String(n), '<tolerance>0.5</tolerance>')}
    <units><unit><multiplier>1</multiplier><unit_name>m/s</unit_name></unit></units>
  </question>`;
  if (kind < 17)
    return `${question('matching', name, `Match each quantity with its unit (set ${n}).`, figure)}    <shuffleanswers>true</shuffleanswers>
    <subquestion format="html">${cdata('<p>Force</p>')}<answer><text>newton</text></answer></subquestion>
    <subquestion format="html">${cdata('<p>Energy</p>')}<answer><text>joule</text></answer></subquestion>
    <subquestion format="html">${cdata('<p>Power</p>')}<answer><text>watt</text></answer></subquestion>
    <subquestion format="html">${cdata('')}<answer><text>pascal</text></answer></subquestion>
  </question>`;
  if (kind < 19)
    return `${question('essay', name, `Explain, with an example from daily life, Newton’s third law (${n}).`, figure)}    <responseformat>editor</responseformat>
    <responserequired>1</responserequired>
    <responsefieldlines>15</responsefieldlines>
    <attachments>0</attachments>
    <graderinfo format="html">${cdata('<p>Action and reaction on different bodies.</p>')}</graderinfo>
  </question>`;
  return `${question('cloze', name, `The unit of work is the {1:SHORTANSWER:=joule~=J} and of power the {1:SA:=watt~=W} (${n}).`, figure)}  </question>`;
}

/** A Moodle XML file of `count` questions in MB_CATEGORIES (evenly), every third with a figure. */
export async function moodleBank(count: number): Promise<string> {
  const pngs = await figures();
  const perCategory = Math.ceil(count / MB_CATEGORIES.length);
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  for (let n = 0; n < count; n += 1) {
    if (n % perCategory === 0) {
      const path = MB_CATEGORIES[n / perCategory]!;
      parts.push(
        `  <question type="category"><category><text>$course$/top/${path.replace(' / ', '/')}</text></category><info format="html"><text></text></info><idnumber></idnumber></question>`,
      );
    }
    const figure = n % 3 === 0 ? { name: `figure-${n}.png`, png: pngs[n % FIGURES]! } : undefined;
    parts.push(`<!-- question: ${n + 1}  -->`, oneQuestion(n + 1, figure));
  }
  parts.push('</quiz>', '');
  return parts.join('\n');
}
