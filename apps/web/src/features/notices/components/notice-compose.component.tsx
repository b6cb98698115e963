import {
  NOTICE_ATTACHMENTS_MAX,
  NOTICE_TEXT_MAX,
  NOTICE_TITLE_MAX,
  type NoticeAudience,
  type SaveNoticeBody,
  type SectionSummary,
} from '@esc/contracts';
import {
  Alert,
  Button,
  Checkbox,
  CloseButton,
  FileButton,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { uploadAnswerPhoto } from '../../../components/question/photo-upload.api';
import { appLanguage, formatShortDateTime } from '../../../lib/date-format';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/session';
import { useNoticeOutbox } from '../api/notice-outbox';
import '../notices.strings';

interface Attached {
  key: string;
  name: string;
}

const AUDIENCES: readonly NoticeAudience[] = ['school', 'sections', 'classes', 'parents'];
const AUDIENCE_LABEL = {
  school: 'notices.compose.audienceSchool',
  sections: 'notices.compose.audienceSections',
  classes: 'notices.compose.audienceClasses',
  parents: 'notices.compose.audienceParents',
} as const satisfies Record<NoticeAudience, string>;

/** A datetime-local value (the browser's time zone) as an ISO instant, or null when empty. */
const instantOf = (local: string): string | null => (local ? new Date(local).toISOString() : null);

/**
 * A teacher's or admin's new notice: the audience (the school, sections or classes of the school,
 * or parents of either), the text with its length, files through the upload call, a publish time.
 */
export function NoticeCompose({ sections, onSent }: { sections: readonly SectionSummary[]; onSent?: () => void }) {
  const { t } = useTranslation();
  // Through the outbox: a notice written with no connection waits on the device, with its publish time.
  const outbox = useNoticeOutbox(useSession()?.uuid ?? null, onSent);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [audience, setAudience] = useState<NoticeAudience>('school');
  const [sectionIds, setSectionIds] = useState<string[]>([]);
  const [classIds, setClassIds] = useState<string[]>([]);
  const [publishAt, setPublishAt] = useState('');
  const [files, setFiles] = useState<Attached[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { outcome } = outbox;
  const answered = outcome?.kind === 'sent' && !outcome.data.publish_at_passed ? outcome.data : null;
  const done = answered
    ? t(answered.notice?.published ? 'notices.compose.sent' : 'notices.compose.scheduledDone')
    : null;
  const classes = [...new Map(sections.map((s) => [s.class_id, s.class_name])).entries()];

  async function attach(chosen: File[]) {
    setUploading(true);
    setProblem(null);
    try {
      for (const file of chosen.slice(0, NOTICE_ATTACHMENTS_MAX - files.length)) {
        const uploaded = await uploadAnswerPhoto(file, 'notices');
        setFiles((previous) => [...previous, { key: uploaded.key, name: file.name }]);
      }
    } catch {
      setProblem(t('notices.compose.uploadError', { name: chosen[0]?.name ?? '' }));
    } finally {
      setUploading(false);
    }
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setProblem(t('notices.compose.needText'));
    if (audience === 'sections' && sectionIds.length === 0) return setProblem(t('notices.compose.needSection'));
    if (audience === 'classes' && classIds.length === 0) return setProblem(t('notices.compose.needClass'));
    setProblem(null);
    const body: SaveNoticeBody = {
      notice_title: title.trim() || null,
      notice_text: text,
      audience,
      section_ids: audience === 'sections' || audience === 'parents' ? sectionIds.map(Number) : [],
      class_ids: audience === 'classes' ? classIds.map(Number) : [],
      attachments: files.map((f) => f.key),
      publish_at: instantOf(publishAt),
    };
    // Kept on the device at once: the form is cleared; the outcome is shown when the server answers.
    outbox.send(body);
    setTitle('');
    setText('');
    setFiles([]);
    setPublishAt('');
  }

  const sectionChoices = (label: string) => (
    <Checkbox.Group label={label} value={sectionIds} onChange={setSectionIds}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs">
        {sections.map((s) => (
          <Checkbox key={s.section_id} value={String(s.section_id)} label={s.section_name} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="compose-heading">
      <Stack gap="md" maw={720}>
        <Text component="h2" fw={700} size="lg" id="compose-heading">
          {t('notices.tabs.compose')}
        </Text>
        <TextInput
          label={t('notices.compose.title')}
          value={title}
          maxLength={NOTICE_TITLE_MAX}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <Textarea
          label={t('notices.compose.text')}
          required
          rows={6}
          value={text}
          maxLength={NOTICE_TEXT_MAX}
          onChange={(e) => setText(e.currentTarget.value)}
          description={t('notices.compose.textHint', { count: text.length, max: NOTICE_TEXT_MAX })}
        />
        <Radio.Group
          label={t('notices.compose.audience')}
          value={audience}
          onChange={(v) => setAudience(v as NoticeAudience)}
        >
          <Group mt="xs" gap="md">
            {AUDIENCES.map((a) => (
              <Radio key={a} value={a} label={t(AUDIENCE_LABEL[a])} />
            ))}
          </Group>
        </Radio.Group>
        {audience === 'sections' && sectionChoices(t('notices.compose.sections'))}
        {audience === 'parents' && sectionChoices(t('notices.compose.sectionsParents'))}
        {audience === 'classes' && (
          <Checkbox.Group label={t('notices.compose.classes')} value={classIds} onChange={setClassIds}>
            <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs">
              {classes.map(([id, name]) => (
                <Checkbox key={id} value={String(id)} label={name} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
        <TextInput
          type="datetime-local"
          label={t('notices.compose.publishAt')}
          value={publishAt}
          onChange={(e) => setPublishAt(e.currentTarget.value)}
        />
        <Stack gap={4}>
          <Group gap="sm">
            <FileButton onChange={(chosen) => void attach(chosen)} multiple accept="application/pdf,image/*">
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  loading={uploading}
                  disabled={files.length >= NOTICE_ATTACHMENTS_MAX}
                >
                  {t('notices.compose.files')}
                </Button>
              )}
            </FileButton>
            <Text size="sm" c="dimmed">
              {t('notices.compose.filesHint', { max: NOTICE_ATTACHMENTS_MAX })}
            </Text>
          </Group>
          {files.map((f) => (
            <Group key={f.key} gap="xs">
              <Text size="sm">{f.name}</Text>
              <CloseButton
                size="sm"
                aria-label={t('notices.compose.removeFile', { name: f.name })}
                onClick={() => setFiles((previous) => previous.filter((x) => x.key !== f.key))}
              />
            </Group>
          ))}
        </Stack>
        {(problem || outcome?.kind === 'refused') && (
          <Alert color="red" role="alert">
            {problem ??
              `${t('notices.compose.saveError')} ${errorMessage(outcome?.kind === 'refused' ? outcome.error : null, t)}`}
          </Alert>
        )}
        <div role="status">
          {outbox.waiting > 0 ? (
            <Text size="sm">{navigator.onLine ? t('notices.compose.sending') : t('notices.compose.waiting')}</Text>
          ) : outcome?.kind === 'sent' && outcome.data.publish_at_passed ? (
            <Text size="sm" fw={600}>
              {t('notices.compose.publishedLate', {
                time: formatShortDateTime(outcome.data.publish_at_passed, appLanguage()),
              })}
            </Text>
          ) : null}
        </div>
        {done && (
          <Alert color="green" role="status">
            {done}
          </Alert>
        )}
        <Group>
          <Button type="submit" disabled={uploading}>
            {publishAt ? t('notices.compose.schedule') : t('notices.compose.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
