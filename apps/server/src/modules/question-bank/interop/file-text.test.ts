import { describe, expect, it } from 'vitest';
import { convertText } from './file-text.js';

// A file's text as the product keeps it: Markdown with TeX, nothing that runs. Words alone and one
// plain paragraph of words are the common case of a bank; they come through as they were written.

const html = (text: string) => convertText(text, 'html');

describe('text of a question file', () => {
  it('keeps words and one paragraph of words as written, TeX as the product writes it, $ as a character', () => {
    expect(html('newton')).toEqual({ text: 'newton', notes: [], images: [] });
    expect(html('')).toEqual({ text: '', notes: [], images: [] });
    expect(html('<p>A car covers 30 m in 3 s. What is its speed?</p>').text).toBe(
      'A car covers 30 m in 3 s. What is its speed?',
    );
    expect(html('<p>Solve \\(x^2 = 4\\) for "x", given $$y = 2$$.</p>').text).toBe(
      'Solve $x^2 = 4$ for "x", given $$y = 2$$.',
    );
    expect(html('<p>It costs $5 - or *more*</p>').text).toBe('It costs \\$5 - or *more*');
    expect(convertText('2 + 2 = 4', 'plain').text).toBe('2 + 2 = 4');
  });

  it('reads everything else as HTML: handlers gone, entities read, spaces as HTML shows them, paragraphs apart', () => {
    expect(html('<p onclick="steal()">Hi</p>').text).toBe('Hi');
    expect(html('<p>a &lt; b</p>').text).toBe('a < b');
    expect(html('<p>  spaced   words </p>').text).toBe('spaced words');
    expect(html('<p>one</p><p>two</p>').text).toBe('one\n\ntwo');
    expect(html('<p>half a paragraph').text).toBe('half a paragraph');
    expect(html('<p>see <b>this</b></p>').text).toBe('see **this**');
    expect(html('<script>alert(1)</script>words').text).toBe('words');
    expect(convertText('x <b>y</b>', 'plain').text).toBe('x y');
  });
});
