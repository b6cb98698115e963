import { describe, expect, it } from 'vitest';
import { parseRichText, splitMath } from './rich-text';

describe('question text (Markdown-ish with TeX between $ signs)', () => {
  it('takes $...$ as inline math and $$...$$ as display math', () => {
    expect(splitMath('Solve $x^2 = 4$ and $$\\frac{1}{2}$$ now')).toEqual([
      { kind: 'text', text: 'Solve ' },
      { kind: 'math', tex: 'x^2 = 4', display: false },
      { kind: 'text', text: ' and ' },
      { kind: 'math', tex: '\\frac{1}{2}', display: true },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('reads \\$ as a dollar sign and an unclosed $ as text', () => {
    expect(splitMath('It costs \\$5')).toEqual([{ kind: 'text', text: 'It costs $5' }]);
    expect(splitMath('Price $5')).toEqual([{ kind: 'text', text: 'Price $5' }]);
  });

  it('reads bold, italic and code, and places figures named by media key', () => {
    expect(splitMath('**Find** the *area* of ![triangle ABC](demo/fig-1.png)')).toEqual([
      { kind: 'text', text: 'Find', bold: true },
      { kind: 'text', text: ' the ' },
      { kind: 'text', text: 'area', italic: true },
      { kind: 'text', text: ' of ' },
      { kind: 'image', alt: 'triangle ABC', key: 'demo/fig-1.png' },
    ]);
  });

  it('splits paragraphs on blank lines and reads lists', () => {
    const blocks = parseRichText('First line\nsame paragraph\n\n- one\n- two $a$');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toEqual({ kind: 'paragraph', spans: [{ kind: 'text', text: 'First line\nsame paragraph' }] });
    expect(blocks[1]).toMatchObject({ kind: 'list', ordered: false });
    expect(blocks[1]?.kind === 'list' && blocks[1].items[1]).toEqual([
      { kind: 'text', text: 'two ' },
      { kind: 'math', tex: 'a', display: false },
    ]);
  });
});
