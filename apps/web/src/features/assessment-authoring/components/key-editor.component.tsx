import { Button, Checkbox, Group, NumberInput, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { optionId, type AnswerDraft, type OptionDraft } from '../utils/question-draft';

interface KeyEditorProps {
  draft: AnswerDraft;
  onChange: (patch: Partial<AnswerDraft>) => void;
  /** The message of a field, by the field's name, once the person tried to save. */
  errorOf: (field: string) => string | undefined;
}

/** The answer key of a question, as its type needs it. */
export function KeyEditor(props: KeyEditorProps) {
  const { t } = useTranslation();
  switch (props.draft.question_type) {
    case 'single':
    case 'multiple':
      return <OptionsEditor {...props} />;
    case 'integer':
    case 'numeric':
      return <NumberKey {...props} />;
    case 'fill_blank':
      return <BlanksEditor {...props} />;
    case 'true_false':
      return (
        <Radio.Group
          label={t('authoring.question.isTrue')}
          value={props.draft.is_true === null ? '' : String(props.draft.is_true)}
          onChange={(v) => props.onChange({ is_true: v === 'true' })}
          error={props.errorOf('is_true')}
          required
        >
          <Group gap="md" mt={6}>
            <Radio value="true" label={t('authoring.question.true')} />
            <Radio value="false" label={t('authoring.question.false')} />
          </Group>
        </Radio.Group>
      );
    case 'match':
      return <MatchEditor {...props} />;
    case 'subjective':
      return <Text c="dimmed">{t('authoring.question.subjectiveNote')}</Text>;
    default:
      return null;
  }
}

function OptionList({
  options,
  onChange,
  label,
}: {
  options: OptionDraft[];
  onChange: (options: OptionDraft[]) => void;
  label: (id: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {options.map((o, i) => (
        <Group key={o.option_id} gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={label(o.option_id)}
            value={o.option_text}
            maxLength={5000}
            onChange={(e) => {
              const text = e.currentTarget.value;
              onChange(options.map((x, j) => (j === i ? { ...x, option_text: text } : x)));
            }}
            style={{ flex: 1 }}
          />
          {options.length > 2 && (
            <Button variant="subtle" color="red" onClick={() => onChange(options.filter((_, j) => j !== i))}>
              {t('authoring.question.removeOption', { id: o.option_id.toUpperCase() })}
            </Button>
          )}
        </Group>
      ))}
      {options.length < 10 && (
        <Button
          variant="default"
          w="fit-content"
          onClick={() => {
            const used = new Set(options.map((o) => o.option_id));
            let i = 0;
            while (used.has(optionId(i))) i += 1;
            onChange([...options, { option_id: optionId(i), option_text: '' }]);
          }}
        >
          {t('authoring.question.addOption')}
        </Button>
      )}
    </Stack>
  );
}

function OptionsEditor({ draft, onChange, errorOf }: KeyEditorProps) {
  const { t } = useTranslation();
  const single = draft.question_type === 'single';
  const label = (id: string) => t('authoring.question.option', { id: id.toUpperCase() });
  return (
    <Stack gap="sm">
      <OptionList options={draft.options} onChange={(options) => onChange({ options })} label={label} />
      {single ? (
        <Radio.Group
          label={t('authoring.question.options')}
          value={draft.correct[0] ?? ''}
          onChange={(v) => onChange({ correct: [v] })}
          error={errorOf('correct')}
          required
        >
          <Group gap="md" mt={6}>
            {draft.options.map((o) => (
              <Radio
                key={o.option_id}
                value={o.option_id}
                label={t('authoring.question.correct', { id: o.option_id.toUpperCase() })}
              />
            ))}
          </Group>
        </Radio.Group>
      ) : (
        <Checkbox.Group
          label={t('authoring.question.options')}
          value={draft.correct}
          onChange={(correct) => onChange({ correct })}
          error={errorOf('correct')}
          required
        >
          <Group gap="md" mt={6}>
            {draft.options.map((o) => (
              <Checkbox
                key={o.option_id}
                value={o.option_id}
                label={t('authoring.question.correct', { id: o.option_id.toUpperCase() })}
              />
            ))}
          </Group>
        </Checkbox.Group>
      )}
    </Stack>
  );
}

function NumberKey({ draft, onChange, errorOf }: KeyEditorProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-start">
      <NumberInput
        label={t('authoring.question.value')}
        value={draft.value}
        onChange={(value) => onChange({ value })}
        allowDecimal={draft.question_type === 'numeric'}
        error={errorOf('value')}
        required
        w={220}
      />
      {draft.question_type === 'numeric' && (
        <NumberInput
          label={t('authoring.question.tolerance')}
          value={draft.tolerance}
          min={0}
          onChange={(tolerance) => onChange({ tolerance })}
          error={errorOf('tolerance')}
          w={220}
        />
      )}
    </Group>
  );
}

function BlanksEditor({ draft, onChange, errorOf }: KeyEditorProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t('authoring.question.blanks')}
      </Text>
      {draft.blanks.map((b, i) => (
        <TextInput
          key={i}
          label={t('authoring.question.blank', { n: i + 1 })}
          value={b}
          onChange={(e) => {
            const text = e.currentTarget.value;
            onChange({ blanks: draft.blanks.map((x, j) => (j === i ? text : x)) });
          }}
          error={errorOf(`blank-${i}`)}
          required
        />
      ))}
      {draft.blanks.length < 20 && (
        <Button variant="default" w="fit-content" onClick={() => onChange({ blanks: [...draft.blanks, ''] })}>
          {t('authoring.question.addBlank')}
        </Button>
      )}
    </Stack>
  );
}

function MatchEditor({ draft, onChange, errorOf }: KeyEditorProps) {
  const { t } = useTranslation();
  const right = draft.options.filter((o) => o.option_text.trim() !== '');
  return (
    <Stack gap="sm">
      <Text fw={500} size="sm">
        {t('authoring.question.left')}
      </Text>
      <OptionList
        options={draft.match_left}
        onChange={(match_left) => onChange({ match_left })}
        label={(id) => t('authoring.question.leftItem', { id })}
      />
      <Text fw={500} size="sm">
        {t('authoring.question.right')}
      </Text>
      <OptionList
        options={draft.options}
        onChange={(options) => onChange({ options })}
        label={(id) => t('authoring.question.option', { id: id.toUpperCase() })}
      />
      {draft.match_left
        .filter((l) => l.option_text.trim() !== '')
        .map((l) => (
          <Select
            key={l.option_id}
            label={t('authoring.question.pairFor', { id: l.option_id })}
            data={right.map((o) => ({ value: o.option_id, label: `${o.option_id.toUpperCase()}. ${o.option_text}` }))}
            value={draft.pairs[l.option_id] ?? null}
            onChange={(v) => onChange({ pairs: { ...draft.pairs, [l.option_id]: v ?? '' } })}
            error={errorOf(`pair-${l.option_id}`)}
            required
            w={320}
          />
        ))}
    </Stack>
  );
}
