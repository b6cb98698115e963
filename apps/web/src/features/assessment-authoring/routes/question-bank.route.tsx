import type { Profile, Question } from '@esc/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../lib/toast';
import { useSyllabusChildren } from '../api/syllabus-children.api';
import { AuthoringPage } from '../components/authoring-page.component';
import { BankBrowser } from '../components/bank-browser.component';
import { ExportQuestions } from '../components/export-questions.component';
import { QuestionForm } from '../components/question-form.component';
import { SyllabusPicker } from '../components/syllabus-picker.component';
import { blankQuestion, draftOf, type QuestionDraft } from '../utils/question-draft';
import { AuthoringPath } from '../utils/authoring-paths';
import { NO_CHOICE, type SyllabusChoice } from '../utils/syllabus-choice';
import '../question-import.strings';

/** /faculty-assessment-dashboard/question-bank: the bank by chapter, topic, difficulty and type; new questions. */
export function QuestionBankRoute() {
  const { t } = useTranslation();
  return (
    <AuthoringPage title={t('authoring.bank.title')} section="bank">
      {(profile) => <QuestionBank profile={profile} />}
    </AuthoringPage>
  );
}

function QuestionBank({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<SyllabusChoice>(NO_CHOICE);
  const [editing, setEditing] = useState<QuestionDraft | null>(null);
  /** An existing question keeps its own place in the syllabus. */
  const [ownPlace, setOwnPlace] = useState<{ syllabusId: number; name: string } | null>(null);
  /** Questions chosen for a download, in the order they were chosen. */
  const [chosen, setChosen] = useState<number[]>([]);
  const choose = (id: number, on: boolean) =>
    setChosen((ids) => (on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id)));
  const chosenPlace = usePlace(choice);
  const place = ownPlace ?? chosenPlace;
  const edit = (draft: QuestionDraft, own: typeof ownPlace) => {
    setOwnPlace(own);
    setEditing(draft);
  };
  return (
    <Stack gap="lg">
      <section aria-label={t('authoring.bank.filters')}>
        <SyllabusPicker sections={profile.sections} value={choice} onChange={setChoice} depth="topic" />
      </section>
      {editing ? (
        <QuestionForm
          key={editing.question_id ?? 'new'}
          initial={editing}
          place={place}
          schoolId={profile.school?.school_id ?? null}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            showToast({ tone: 'success', message: t('authoring.question.saved') });
          }}
        />
      ) : (
        <Group>
          <Button onClick={() => edit(blankQuestion(), null)}>{t('authoring.bank.newQuestion')}</Button>
          <Button component={Link} to={AuthoringPath.importQuestions} variant="default">
            {t('authoring.import.open')}
          </Button>
        </Group>
      )}
      <ExportQuestions source={{ questionIds: chosen, onClear: () => setChosen([]) }} />
      <BankBrowser
        choice={choice}
        action={{
          kind: 'edit',
          chosen: new Set(chosen),
          onChoose: choose,
          onEdit: (q: Question) =>
            edit(draftOf(q), {
              syllabusId: q.syllabus_id,
              name: t('authoring.question.ownPlace'),
            }),
        }}
      />
    </Stack>
  );
}

/** The chapter or topic a new question goes under, with its name, once one is chosen. */
function usePlace(choice: SyllabusChoice): { syllabusId: number; name: string } | null {
  const boardId = choice.boardId ?? 0;
  const chapters = useSyllabusChildren(boardId, choice.subjectId);
  const topics = useSyllabusChildren(boardId, choice.chapterId);
  const id = choice.topicId ?? choice.chapterId;
  if (id === null) return null;
  const node = [...(topics.data ?? []), ...(chapters.data ?? [])].find((n) => n.syllabus_id === id);
  return { syllabusId: id, name: node?.syllabus_name ?? String(id) };
}
