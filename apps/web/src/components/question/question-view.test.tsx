import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { QuestionFace, QuestionResponse } from './question-types';
import { QuestionView } from './question-view.component';

function face(overrides: Partial<QuestionFace>): QuestionFace {
  return {
    question_id: 1,
    parent_question_id: 0,
    question_type: 'single',
    language_id: 1,
    // Plain text: a test DOM cannot compute styles of MathML elements, which accessible names read.
    stem: 'What is two plus two?',
    options: [
      { option_id: 'a', option_text: '3' },
      { option_id: 'b', option_text: '4' },
    ],
    match_left: [],
    images: [],
    blank_count: 0,
    marks: 4,
    negative_marks: 1,
    difficulty: 1,
    ...overrides,
  };
}

function Harness({
  question,
  childQuestions,
  onAnswer,
}: {
  question: QuestionFace;
  childQuestions?: QuestionFace[];
  onAnswer: (id: number, response: QuestionResponse) => void;
}) {
  const [responses, setResponses] = useState<Record<number, QuestionResponse>>({});
  return (
    <MantineProvider>
      <QuestionView
        question={question}
        childQuestions={childQuestions}
        number={1}
        responses={responses}
        onAnswer={(id, response) => {
          setResponses((current) => ({ ...current, [id]: response }));
          onAnswer(id, response);
        }}
      />
    </MantineProvider>
  );
}

describe('QuestionView', () => {
  it('renders TeX with KaTeX, left to right, with MathML for screen readers', () => {
    const { container } = render(<Harness question={face({ stem: 'What is $2+2$?' })} onAnswer={() => {}} />);
    const math = container.querySelector('[dir="ltr"]');
    expect(math).not.toBeNull();
    expect(math?.querySelector('.katex')).not.toBeNull();
    expect(math?.querySelector('math')).not.toBeNull();
  });

  it('answers a single-correct question from the keyboard', async () => {
    const onAnswer = vi.fn();
    render(<Harness question={face({})} onAnswer={onAnswer} />);
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAccessibleName(/Question 1/);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onAnswer).toHaveBeenLastCalledWith(1, { option_ids: ['a'] });
    await userEvent.keyboard('{ArrowDown}');
    expect(onAnswer).toHaveBeenLastCalledWith(1, { option_ids: ['b'] });
  });

  it('collects several options for a multiple-correct question, and clears when none is left', async () => {
    const onAnswer = vi.fn();
    render(<Harness question={face({ question_type: 'multiple' })} onAnswer={onAnswer} />);
    const boxes = screen.getAllByRole('checkbox');
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[1]!);
    expect(onAnswer).toHaveBeenLastCalledWith(1, { option_ids: ['a', 'b'] });
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[1]!);
    expect(onAnswer).toHaveBeenLastCalledWith(1, null);
  });

  it('takes a number for integer and numeric questions, and says when the text is not one', async () => {
    const onAnswer = vi.fn();
    render(<Harness question={face({ question_type: 'numeric', options: [] })} onAnswer={onAnswer} />);
    const box = screen.getByLabelText(/Your answer \(a number\)/);
    await userEvent.type(box, '-3.5');
    expect(onAnswer).toHaveBeenLastCalledWith(1, { value: -3.5 });
    await userEvent.type(box, 'x');
    expect(screen.getByText(/Write a number/)).toBeInTheDocument();
    expect(box).toHaveValue('-3.5');
  });

  it('a whole-number answer refuses letters and points as they are typed, and says what it takes', async () => {
    const onAnswer = vi.fn();
    render(<Harness question={face({ question_type: 'integer', options: [] })} onAnswer={onAnswer} />);
    const box = screen.getByLabelText(/Your answer \(a whole number\)/);
    await userEvent.type(box, '1a2');
    expect(box).toHaveValue('12');
    expect(onAnswer).toHaveBeenLastCalledWith(1, { value: 12 });
    await userEvent.type(box, '.');
    expect(box).toHaveValue('12');
    expect(screen.getByText('Write a whole number, such as 12 or -3')).toBeInTheDocument();
    await userEvent.type(box, '5');
    expect(box).toHaveValue('125');
    expect(screen.queryByText('Write a whole number, such as 12 or -3')).not.toBeInTheDocument();
    expect(onAnswer).toHaveBeenLastCalledWith(1, { value: 125 });
  });

  it('fills blanks, true or false and a match', async () => {
    const onAnswer = vi.fn();
    const { unmount } = render(
      <Harness question={face({ question_type: 'fill_blank', options: [], blank_count: 2 })} onAnswer={onAnswer} />,
    );
    await userEvent.type(screen.getByLabelText('Blank 2'), 'O2');
    expect(onAnswer).toHaveBeenLastCalledWith(1, { blanks: [null, 'O2'] });
    unmount();

    render(<Harness question={face({ question_type: 'true_false', options: [] })} onAnswer={onAnswer} />);
    await userEvent.click(screen.getByLabelText('False'));
    expect(onAnswer).toHaveBeenLastCalledWith(1, { is_true: false });
  });

  it('matches each left item with a right one', async () => {
    const onAnswer = vi.fn();
    const question = face({
      question_type: 'match',
      match_left: [
        { option_id: 'p', option_text: 'Iron' },
        { option_id: 'q', option_text: 'Oxygen' },
      ],
      options: [
        { option_id: 'x', option_text: 'Fe' },
        { option_id: 'y', option_text: 'O' },
      ],
    });
    render(<Harness question={question} onAnswer={onAnswer} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Oxygen/ }), 'y');
    expect(onAnswer).toHaveBeenLastCalledWith(1, { pairs: [{ left_id: 'q', option_id: 'y' }] });
  });

  it('draws a match question’s right column with its math rendered; the selects name its letters', () => {
    const question = face({
      question_type: 'match',
      match_left: [{ option_id: 'p', option_text: 'Nine' }],
      options: [
        { option_id: 'x', option_text: '$\\sqrt{81}$' },
        { option_id: 'y', option_text: '$3^3$' },
      ],
    });
    render(<Harness question={question} onAnswer={vi.fn()} />);
    const column = screen.getByRole('list', { name: 'Choices to match' });
    expect(column.querySelectorAll('.katex')).toHaveLength(2);
    expect(column).not.toHaveTextContent('$');
    const select = screen.getByRole('combobox', { name: /Nine/ });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Pick a match', 'A', 'B']);
  });

  it('shows a comprehension passage with each child answered on its own', async () => {
    const onAnswer = vi.fn();
    const parent = face({ question_id: 10, question_type: 'comprehension', stem: 'A passage', options: [] });
    const child = face({ question_id: 11, parent_question_id: 10 });
    render(<Harness question={parent} childQuestions={[child]} onAnswer={onAnswer} />);
    expect(screen.getByText('A passage')).toBeInTheDocument();
    const childGroup = screen.getByRole('radiogroup', { name: /Question 1\.1/ });
    await userEvent.click(within(childGroup).getAllByRole('radio')[1]!);
    expect(onAnswer).toHaveBeenLastCalledWith(11, { option_ids: ['b'] });
  });

  it('takes a typed answer for a subjective question and offers a photo upload', async () => {
    const onAnswer = vi.fn();
    render(<Harness question={face({ question_type: 'subjective', options: [] })} onAnswer={onAnswer} />);
    await userEvent.type(screen.getByLabelText('Your answer'), 'Hi');
    expect(onAnswer).toHaveBeenLastCalledWith(1, { text: 'Hi', image_keys: [] });
    expect(screen.getByRole('button', { name: 'Add a photo of your work' })).toBeInTheDocument();
  });
});
