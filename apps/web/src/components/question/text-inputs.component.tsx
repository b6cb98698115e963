import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import classes from './question.module.css';
import { RichText } from './rich-text.component';
import type { QuestionFace, QuestionResponse } from './question-types';

interface InputProps {
  question: QuestionFace;
  response: QuestionResponse;
  onChange: (response: QuestionResponse) => void;
  disabled?: boolean;
  /** The question's number and stem: the boxes are a group named by it, so "Blank 1" says of which question. */
  labelledBy?: string;
}

const INTEGER = /^-?\d+$/;
const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;
/** What can be on the way to a number while it is typed ("", "-", "2.", ".5"): anything else is refused. */
const TYPING_INTEGER = /^-?\d*$/;
const TYPING_NUMBER = /^-?\d*\.?\d*$/;

/**
 * A number (integer or numeric). The typed text is kept as typed ("-", "2.") and the answer is sent
 * once it reads as a number; an empty box clears the answer. A key that cannot be part of the number
 * (a letter, a second point; a point in a whole number) is refused, and the box says what it takes.
 */
export function NumberAnswerInput({ question, response, onChange, disabled, labelledBy }: InputProps) {
  const { t } = useTranslation();
  const whole = question.question_type === 'integer';
  const saved = typeof response?.value === 'number' ? String(response.value) : '';
  const [text, setText] = useState(saved);
  const [lastSaved, setLastSaved] = useState(saved);
  const [refused, setRefused] = useState(false);
  // Another device's answer (resume) or a clear replaces the text, unless it already reads the same.
  if (saved !== lastSaved) {
    setLastSaved(saved);
    if (!(text.trim() !== '' && Number(text) === Number(saved))) setText(saved);
  }
  const trimmed = text.trim();
  const valid = !refused && (trimmed === '' || (whole ? INTEGER : NUMBER).test(trimmed));
  return (
    <div role="group" aria-labelledby={labelledBy}>
      <TextInput
        mt="xs"
        maw={260}
        label={t(whole ? 'question.integerLabel' : 'question.numericLabel')}
        inputMode={whole ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={text}
        disabled={disabled}
        error={valid ? undefined : t(whole ? 'question.notAWholeNumber' : 'question.notANumber')}
        onChange={(event) => {
          const next = event.currentTarget.value;
          const candidate = next.trim();
          if (!(whole ? TYPING_INTEGER : TYPING_NUMBER).test(candidate)) return setRefused(true);
          setRefused(false);
          setText(next);
          if (candidate === '') onChange(null);
          else if ((whole ? INTEGER : NUMBER).test(candidate)) onChange({ value: Number(candidate) });
        }}
      />
    </div>
  );
}

/** Fill in the blanks: one box per blank, in order. */
export function BlanksInput({ question, response, onChange, disabled, labelledBy }: InputProps) {
  const { t } = useTranslation();
  const count = Math.max(1, question.blank_count);
  const blanks = Array.from({ length: count }, (_, i) => response?.blanks?.[i] ?? '');
  return (
    <Stack gap="xs" mt="xs" role="group" aria-labelledby={labelledBy}>
      {blanks.map((blank, index) => (
        <TextInput
          key={index}
          maw={360}
          label={t('question.blank', { n: index + 1 })}
          value={blank ?? ''}
          disabled={disabled}
          autoComplete="off"
          onChange={(event) => {
            const next = blanks.map((b, i) => (i === index ? event.currentTarget.value : b));
            onChange(
              next.some((b) => b && b.trim() !== '') ? { blanks: next.map((b) => (b === '' ? null : b)) } : null,
            );
          }}
        />
      ))}
    </Stack>
  );
}

/** Match: for each item on the left, a choice among the right column. */
export function MatchInput({ question, response, onChange, disabled, labelledBy }: InputProps) {
  const { t } = useTranslation();
  const pairs = response?.pairs ?? [];
  const chosen = (leftId: string) => pairs.find((pair) => pair.left_id === leftId)?.option_id ?? '';
  const choices = [
    { value: '', label: t('question.matchPick') },
    // A select's options are plain text: they name the right column's letters, and the column itself
    // is drawn above with its math rendered.
    ...question.options.map((option, index) => ({ value: option.option_id, label: String.fromCharCode(65 + index) })),
  ];
  return (
    <Stack gap="xs" mt="xs" role="group" aria-label={t('question.matchHint')} aria-describedby={labelledBy}>
      <ol className={classes.matchColumn} type="A" aria-label={t('question.matchColumn')}>
        {question.options.map((option) => (
          <li key={option.option_id}>
            <RichText text={option.option_text} images={question.images} inline />
          </li>
        ))}
      </ol>
      {question.match_left.map((left, index) => (
        <div key={left.option_id} className={classes.matchRow}>
          <span id={`match-${question.question_id}-${left.option_id}`}>
            {index + 1}. <RichText text={left.option_text} images={question.images} inline />
          </span>
          <NativeSelect
            aria-labelledby={`match-${question.question_id}-${left.option_id}`}
            data={choices}
            value={chosen(left.option_id)}
            disabled={disabled}
            onChange={(event) => {
              const optionId = event.currentTarget.value;
              const rest = pairs.filter((pair) => pair.left_id !== left.option_id);
              const next = optionId ? [...rest, { left_id: left.option_id, option_id: optionId }] : rest;
              onChange(next.length > 0 ? { pairs: next } : null);
            }}
          />
        </div>
      ))}
    </Stack>
  );
}
