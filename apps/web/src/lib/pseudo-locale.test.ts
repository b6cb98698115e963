import { describe, expect, it } from 'vitest';
import { pseudoText } from './pseudo-locale';

describe('the pseudo-locale', () => {
  it('accents a catalogue word, makes it about 40 % longer and marks where it starts and ends', () => {
    const shown = pseudoText('Save register');
    expect(shown.startsWith('⟦Šávé régíštér')).toBe(true);
    expect(shown.endsWith('⟧')).toBe(true);
    // 13 letters: 40 % more is 6 characters of padding, in pieces a line may break between.
    expect(shown.length - '⟦Save register⟧'.length).toBeGreaterThanOrEqual(6);
    expect(shown).toMatch(/ ··/);
  });
});
