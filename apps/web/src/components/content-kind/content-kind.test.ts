import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentKind, contentKindLabelKey } from './content-kind';
import { useDurationText } from './duration-text.hook';

describe('content kinds (DOMAIN.md)', () => {
  it('keeps the kinds the catalogue names and calls anything else other', () => {
    expect(['video', 'interactive', 'pdf', 'html', 'game', 'study_notes', 'practice_test'].map(contentKind)).toEqual([
      'video',
      'interactive',
      'pdf',
      'html',
      'game',
      'study_notes',
      'practice_test',
    ]);
    expect([contentKind('flash'), contentKind(null)]).toEqual(['other', 'other']);
    expect(contentKindLabelKey('pdf')).toBe('content.kind.pdf');
  });
});

describe('duration text', () => {
  it.each([
    ['00:00:00', ''],
    ['00:00:40', '40 s'],
    ['00:01:29', '1 min'],
    ['00:01:30', '2 min'],
    ['00:12:00', '12 min'],
    ['01:05:00', '1 h 5 min'],
    ['00:59:30', '1 h 0 min'],
    ['not a time', ''],
  ])('%s reads "%s"', (mediaTime, text) => {
    const { result } = renderHook(() => useDurationText());
    expect(result.current(mediaTime)).toBe(text);
  });
});
