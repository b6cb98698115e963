import type { Handin, HandinFile } from '@esc/contracts';
import { HANDIN_COMMENT_MAX } from '@esc/contracts';
import { HandinStatus } from '@esc/domain';
import { Alert, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { isApiError } from '../../../lib/api-error';
import { useReturnHandin } from '../api/handins.api';
import { StandingBadge } from './standing-badge.component';
import { PhotoDrawing } from './photo-drawing.component';
import { WorkFiles } from './work-files.component';

interface MarkingPanelProps {
  learnerName: string;
  handin: Handin;
  taskText: string;
  onClose: () => void;
}

/** One hand-in beside its task: marks out of the maximum (whole or half), a comment, return or ask again. */
export function MarkingPanel({ learnerName, handin, taskText, onClose }: MarkingPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [marks, setMarks] = useState<number | string>(handin.marks ?? '');
  const [comment, setComment] = useState(handin.comment ?? '');
  const [done, setDone] = useState<string | null>(null);
  const [drawn, setDrawn] = useState<string[]>(handin.marked_files.map((f) => f.key));
  const [drawingOn, setDrawingOn] = useState<HandinFile | null>(null);
  const mark = useReturnHandin();
  // Opening a learner's work moves the focus to it, as a person reading the list would look next.
  useEffect(() => heading.current?.focus(), []);
  const markable = handin.status !== HandinStatus.AskedAgain;

  const send = (action: 'return' | 'ask_again') =>
    mark.mutate(
      {
        handin_id: handin.handin_id,
        action,
        ...(action === 'return' ? { marks: Number(marks) } : {}),
        comment: comment.trim() || null,
        marked_files: drawn,
      },
      {
        onSuccess: () =>
          setDone(
            action === 'return'
              ? t('handins.teacher.returned', { name: learnerName })
              : t('handins.teacher.askedAgain', { name: learnerName }),
          ),
      },
    );

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId} data-testid="marking-panel">
      <Group justify="space-between" wrap="wrap" mb="sm">
        <Title order={3} size="h4" id={headingId} ref={heading} tabIndex={-1}>
          {t('handins.teacher.workOf', { name: learnerName })}
        </Title>
        <Button variant="default" size="xs" onClick={onClose}>
          {t('handins.teacher.close')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap="xs">
          <Text fw={600}>{t('handins.teacher.task')}</Text>
          <Text style={{ overflowWrap: 'anywhere' }}>{taskText}</Text>
          <Group gap={6}>
            <StandingBadge
              standing={handin.late && handin.status === HandinStatus.HandedIn ? 'late' : standingOf(handin)}
            />
          </Group>
          <WorkFiles handin={handin} showEmptyText />
          {markable && !drawingOn && (
            <Group gap="xs" wrap="wrap">
              {handin.files
                .filter((f) => f.content_type.startsWith('image/'))
                .map((f) => (
                  <Button key={f.key} size="xs" variant="light" onClick={() => setDrawingOn(f)}>
                    {t('handins.teacher.drawOn', { name: f.name })}
                  </Button>
                ))}
            </Group>
          )}
          {drawingOn && (
            <PhotoDrawing
              photo={drawingOn}
              onKept={(key) => {
                setDrawn((all) => [...all, key]);
                setDrawingOn(null);
              }}
              onCancel={() => setDrawingOn(null)}
            />
          )}
          {drawn.length > 0 && (
            <Text size="sm" data-testid="drawn-count">
              {t('handins.teacher.drawings')}: {drawn.length}
            </Text>
          )}
        </Stack>
        <Stack gap="sm">
          <NumberInput
            label={t('handins.teacher.marks', { max: handin.max_marks })}
            value={marks}
            onChange={setMarks}
            min={0}
            max={handin.max_marks}
            step={0.5}
            decimalScale={1}
            disabled={!markable}
          />
          <Textarea
            label={t('handins.teacher.comment')}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            maxLength={HANDIN_COMMENT_MAX}
            rows={3}
            disabled={!markable}
          />
          <Group gap="sm" wrap="wrap">
            <Button onClick={() => send('return')} loading={mark.isPending} disabled={!markable || marks === ''}>
              {t('handins.teacher.returnWork')}
            </Button>
            <Button variant="light" onClick={() => send('ask_again')} disabled={!markable || mark.isPending}>
              {t('handins.teacher.askAgain')}
            </Button>
          </Group>
          {done && (
            <Text role="status" c="green.9">
              {done}
            </Text>
          )}
          {mark.isError && (
            <Alert color="red" variant="light" role="alert">
              {t('handins.teacher.saveFailed', {
                message: isApiError(mark.error) ? mark.error.message : String(mark.error),
              })}
            </Alert>
          )}
        </Stack>
      </SimpleGrid>
    </Card>
  );
}

function standingOf(handin: Handin) {
  if (handin.status === HandinStatus.Returned) return 'returned' as const;
  if (handin.status === HandinStatus.AskedAgain) return 'asked_again' as const;
  return 'handed_in' as const;
}
