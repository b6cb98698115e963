import type { Assignment, LearnListDetail } from '@esc/contracts';
import { isParent, isStaff, LearnListItemType, LearnListStage } from '@esc/domain';
import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import { QueryError } from '../../../components/query-error.component';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { useSession } from '../../../lib/session';
import { useLearnListDetail } from '../api/learnlist-detail.api';
import { AssignDialog, type AssignTarget } from '../components/assign-dialog.component';
import { LearnListItems } from '../components/learnlist-items.component';
import { RenameForm } from '../components/rename-form.component';
import { ShareDialog } from '../components/share-dialog.component';
import { ClassRecapNote } from '../components/class-recap-note.component';
import { StageActions } from '../components/stage-actions.component';
import { StageBadge } from '../components/status-badges.component';
import { useHomeworkLearner } from '../hooks/use-homework-learner.hook';
import { idParam, LearnListPath, reportPath, teachPath } from '../utils/learnlist-paths';
import type { TaskWorkSlot } from '../components/work-slots';
import '../learnlists.strings';
import { formatDateTime } from '../../../lib/date-format';

/** /my-learnlists/{learnlistId}: a list's items in order; rename, stage, share, assign (what the server allows). */
export function LearnListManageRoute({ renderTaskWork }: { renderTaskWork?: TaskWorkSlot }) {
  const { t } = useTranslation();
  const learnlistId = idParam(useParams().learnlistId);
  const detail = useLearnListDetail(learnlistId);
  if (detail.isError) {
    return (
      <Stack gap="md" maw={960}>
        <PageTitle page={t('learnlists.manage.loadError')} />
        <Title order={1}>{t('learnlists.manage.loadError')}</Title>
        <QueryError
          title={t('learnlists.manage.loadError')}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
        <BackToLists />
      </Stack>
    );
  }
  if (!detail.data) return <Skeleton h={240} maw={960} role="status" aria-label={t('common.loading')} />;
  return <ManageList list={detail.data} renderTaskWork={renderTaskWork} />;
}

function BackToLists() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={LearnListPath.myLists} size="sm">
      {t('learnlists.manage.allLists')}
    </Anchor>
  );
}

function ManageList({ list, renderTaskWork }: { list: LearnListDetail; renderTaskWork?: TaskWorkSlot }) {
  const { t } = useTranslation();
  const session = useSession();
  const [renaming, setRenaming] = useState(false);
  // Renamed (or not), the form goes: the list's name, the page's heading, takes the focus back.
  const heading = useRef<HTMLHeadingElement>(null);
  const renamed = useRef(false);
  useEffect(() => {
    if (renaming || !renamed.current) return;
    renamed.current = false;
    heading.current?.focus();
  }, [renaming]);
  const [assigned, setAssigned] = useState<Assignment | null>(null);
  const staff = !!session && isStaff(session.user_type_id);
  const meta = [
    list.subject_name,
    t('learnlists.list.itemCount', { count: list.item_count }),
    list.assignment_count > 0
      ? t('learnlists.list.assignedCount', { count: list.assignment_count })
      : t('learnlists.list.notAssigned'),
    list.uuid === session?.uuid ? null : t('learnlists.list.by', { name: list.owner_name }),
  ].filter(Boolean);
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle page={list.learnlist_name} />
      <BackToLists />
      <Stack gap={4}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} style={{ overflowWrap: 'anywhere' }} ref={heading} tabIndex={-1}>
            {list.learnlist_name}
          </Title>
          <StageBadge stage={list.stage} />
        </Group>
        <Text c="dimmed">{meta.join(' · ')}</Text>
        {list.shared_with.length > 0 && (
          <Text size="sm">
            {t('learnlists.manage.sharedWith', { names: list.shared_with.map((s) => s.name).join(', ') })}
          </Text>
        )}
      </Stack>
      {renaming ? (
        <RenameForm
          learnlistId={list.learnlist_id}
          name={list.learnlist_name}
          onDone={() => {
            renamed.current = true;
            setRenaming(false);
          }}
        />
      ) : (
        <ListActions list={list} staff={staff} onRename={() => setRenaming(true)} onAssigned={setAssigned} />
      )}
      {assigned && <AssignedNotice list={list} assignment={assigned} staff={staff} />}
      {list.is_class_recap === 1 && <ClassRecapNote />}
      {list.can_edit && list.is_class_recap === 0 && (
        <Card withBorder padding="lg" component="section" aria-labelledby="stage-heading">
          <Title order={2} size="h3" id="stage-heading" mb="xs">
            {t('learnlists.manage.stageTitle')}
          </Title>
          <StageActions list={list} />
        </Card>
      )}
      <Card withBorder padding="lg" component="section" aria-labelledby="items-heading">
        <Title order={2} size="h3" id="items-heading" mb="xs">
          {t('learnlists.manage.itemsTitle')}
        </Title>
        <LearnListItems
          learnlistId={list.learnlist_id}
          items={list.learnlist_data}
          editable={list.can_edit && list.stage !== LearnListStage.Archived}
        />
      </Card>
      {renderTaskWork &&
        staff &&
        list.is_class_recap === 0 &&
        tasksOf(list).length > 0 &&
        renderTaskWork({
          learnlistId: list.learnlist_id,
          editable: list.can_edit && list.stage !== LearnListStage.Archived,
          tasks: tasksOf(list),
        })}
    </Stack>
  );
}

/** The list's tasks (item type 4), which may ask for work handed in. */
const tasksOf = (list: LearnListDetail) =>
  list.learnlist_data
    .filter((i) => i.learnlist_item_type === LearnListItemType.Task)
    .map((i) => ({ itemId: String(i.learnlist_item_id), text: i.task_text ?? '' }));

interface ListActionsProps {
  list: LearnListDetail;
  staff: boolean;
  onRename: () => void;
  onAssigned: (assignment: Assignment) => void;
}

/** Whom this person assigns to: staff their sections, a parent the active child; nobody else. */
function useAssignTarget(staff: boolean): AssignTarget | null {
  const session = useSession();
  const profile = useCurrentProfile();
  const { learner } = useHomeworkLearner();
  if (staff) return { kind: 'sections', sections: profile.data?.sections ?? [] };
  if (session && isParent(session.user_type_id) && learner) {
    return { kind: 'child', uuid: learner.uuid, name: learner.name };
  }
  return null;
}

function ListActions({ list, staff, onRename, onAssigned }: ListActionsProps) {
  const { t } = useTranslation();
  const session = useSession();
  const profile = useCurrentProfile();
  const target = useAssignTarget(staff);
  const [sharing, setSharing] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const editable = list.can_edit && list.stage !== LearnListStage.Archived;
  const owner = list.uuid === session?.uuid;
  return (
    <Group gap="sm" wrap="wrap">
      {list.can_assign && list.is_class_recap === 0 && target && (
        <Button onClick={() => setAssigning(true)}>
          {target.kind === 'child'
            ? t('learnlists.manage.assignChild', { name: target.name })
            : t('learnlists.manage.assign')}
        </Button>
      )}
      {editable && <AddMoreLink list={list} />}
      {list.can_edit && (
        <Button variant="default" onClick={onRename}>
          {t('learnlists.manage.rename')}
        </Button>
      )}
      {staff && owner && (
        <Button variant="default" onClick={() => setSharing(true)}>
          {t('learnlists.manage.share')}
        </Button>
      )}
      {staff && list.assignment_count > 0 && (
        <Button component={Link} variant="default" to={reportPath(list.learnlist_id)}>
          {t('learnlists.manage.report')}
        </Button>
      )}
      {target && (
        <AssignDialog
          learnlistId={list.learnlist_id}
          target={target}
          countryIso={profile.data?.country_iso}
          opened={assigning}
          onClose={() => setAssigning(false)}
          onAssigned={(a) => {
            setAssigning(false);
            onAssigned(a);
          }}
        />
      )}
      {staff && owner && session && (
        <ShareDialog list={list} me={session.uuid} opened={sharing} onClose={() => setSharing(false)} />
      )}
    </Group>
  );
}

function AssignedNotice({
  list,
  assignment,
  staff,
}: {
  list: LearnListDetail;
  assignment: Assignment;
  staff: boolean;
}) {
  const { t, i18n } = useTranslation();
  const due = formatDateTime(assignment.due_at, i18n.language);
  const whom = assignment.sections.map((s) => s.section_name).join(', ');
  return (
    <Alert
      color="teal"
      variant="outline"
      icon={<IconCircleCheck aria-hidden />}
      role="status"
      data-testid="assigned-notice"
    >
      <Text size="sm">
        {whom ? t('learnlists.manage.assignedTo', { whom, due }) : t('learnlists.manage.assignedChild', { due })}
      </Text>
      {staff && (
        <Anchor component={Link} to={reportPath(list.learnlist_id, assignment.assign_id)} size="sm">
          {t('learnlists.manage.report')}
        </Anchor>
      )}
    </Alert>
  );
}

/** Back to the subject's teaching screen, adding to this list. */
function AddMoreLink({ list }: { list: LearnListDetail }) {
  const { t } = useTranslation();
  if (!list.board_id || !list.subject_id || !list.subject_name) return null;
  const to = `${teachPath(list.board_id, list.subject_id, list.subject_name)}?list=${list.learnlist_id}`;
  return (
    <Button component={Link} variant="default" to={to}>
      {t('learnlists.manage.addMore', { subject: list.subject_name })}
    </Button>
  );
}
