import { Checkbox, Radio, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { RichText, type MediaLinkLike } from './rich-text.component';
import type { QuestionFace, QuestionResponse } from './question-types';

interface ChoiceInputProps {
  question: QuestionFace;
  response: QuestionResponse;
  onChange: (response: QuestionResponse) => void;
  disabled?: boolean;
  /** The ids of the elements naming the question (its number and stem), for screen readers. */
  labelledBy: string;
}

// The letter is part of the option's name: an option that is only a formula (KaTeX's MathML) has no
// name some checkers and readers compute otherwise, and "option A" is how a class refers to it.
const optionLabel = (text: string, images: MediaLinkLike[], letter: string) => (
  <span>
    <span>{letter}. </span>
    <RichText text={text} images={images} inline />
  </span>
);

const letterOf = (index: number) => String.fromCharCode(65 + index);

/**
 * A group of options named by the question (the stem), with a hint of what to choose. Native
 * radios of one name: Tab enters the group, the arrow keys move and choose, as browsers do.
 */
function OptionGroup(props: {
  role: 'radiogroup' | 'group';
  labelledBy: string;
  hintId: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <div role={props.role} aria-labelledby={props.labelledBy} aria-describedby={props.hintId}>
      <Text size="sm" c="dimmed" id={props.hintId}>
        {props.hint}
      </Text>
      <Stack gap="xs" mt="xs">
        {props.children}
      </Stack>
    </div>
  );
}

/** One correct option (radios). */
export function SingleChoiceInput({ question, response, onChange, disabled, labelledBy }: ChoiceInputProps) {
  const { t } = useTranslation();
  const value = response?.option_ids?.[0] ?? null;
  const name = `q-${question.question_id}`;
  return (
    <OptionGroup role="radiogroup" labelledBy={labelledBy} hintId={`${name}-hint`} hint={t('question.chooseOne')}>
      {question.options.map((option, index) => (
        <Radio
          key={option.option_id}
          name={name}
          value={option.option_id}
          checked={value === option.option_id}
          onChange={() => onChange({ option_ids: [option.option_id] })}
          disabled={disabled}
          label={optionLabel(option.option_text, question.images, letterOf(index))}
        />
      ))}
    </OptionGroup>
  );
}

/** Every correct option (check boxes). */
export function MultipleChoiceInput({ question, response, onChange, disabled, labelledBy }: ChoiceInputProps) {
  const { t } = useTranslation();
  const chosen = response?.option_ids ?? [];
  const name = `q-${question.question_id}`;
  const toggle = (id: string) => {
    const next = chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id];
    // Kept in the options' order, so the same choice always reads the same.
    const ordered = question.options.map((o) => o.option_id).filter((o) => next.includes(o));
    onChange(ordered.length > 0 ? { option_ids: ordered } : null);
  };
  return (
    <OptionGroup role="group" labelledBy={labelledBy} hintId={`${name}-hint`} hint={t('question.chooseMany')}>
      {question.options.map((option, index) => (
        <Checkbox
          key={option.option_id}
          name={name}
          value={option.option_id}
          checked={chosen.includes(option.option_id)}
          onChange={() => toggle(option.option_id)}
          disabled={disabled}
          label={optionLabel(option.option_text, question.images, letterOf(index))}
        />
      ))}
    </OptionGroup>
  );
}

/** True or false (two radios). */
export function TrueFalseInput({ question, response, onChange, disabled, labelledBy }: ChoiceInputProps) {
  const { t } = useTranslation();
  const value = typeof response?.is_true === 'boolean' ? response.is_true : null;
  const name = `q-${question.question_id}`;
  return (
    <OptionGroup role="radiogroup" labelledBy={labelledBy} hintId={`${name}-hint`} hint={t('question.trueFalse')}>
      {[true, false].map((option) => (
        <Radio
          key={String(option)}
          name={name}
          value={String(option)}
          checked={value === option}
          onChange={() => onChange({ is_true: option })}
          disabled={disabled}
          label={t(option ? 'question.true' : 'question.false')}
        />
      ))}
    </OptionGroup>
  );
}
