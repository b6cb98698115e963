import { GroupCategory } from '@esc/domain';
import { Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconBook2, IconBulb, IconChecklist, IconPencil, type Icon } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { mcqMainPath } from '../../../components/practice-question/practice-paths';
import '../../../components/practice-question/practice-question.strings';
import { QueryError } from '../../../components/query-error.component';
import { SignInToContinue } from '../../../components/sign-in-to-continue.component';
import { isGuestSession, useSession } from '../../../lib/session';
import { languageOfId } from '@esc/contracts/languages';
import { useGroupList } from '../api/group-list.api';
import { useMediumFilter, type MediumFilter } from '../hooks/use-medium-filter.hook';
import { GroupSection } from './group-section.component';
import { ListEmpty, ListSkeleton } from './list-states.component';
import { MediumFilterControl } from './medium-filter.component';

type CategoryKey = 'learn' | 'practice' | 'test';

const CATEGORIES: readonly { id: number; key: CategoryKey; icon: Icon }[] = [
  { id: GroupCategory.Learn, key: 'learn', icon: IconBulb },
  { id: GroupCategory.Practice, key: 'practice', icon: IconPencil },
  { id: GroupCategory.Test, key: 'test', icon: IconChecklist },
];

/** The search parameter that keeps the open tab (so a link, a reload or a sign-in returns to it). */
export const CATEGORY_PARAM = 'category';

interface GroupTabsProps {
  syllabusId: number;
  parentId: number;
  /** The node's syllabus version: group and content queries are keyed by it. */
  version: number;
}

/** The Practice tab opens the node's questions to practise (/mcq_main), above its practice groups. */
function PracticeQuestionsLink({ syllabusId }: { syllabusId: number }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" mb="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('practiceQuestion.openPracticeText')}</Text>
        <Button component={Link} to={mcqMainPath(syllabusId)}>
          {t('practiceQuestion.openPractice')}
        </Button>
      </Group>
    </Paper>
  );
}

/** Nothing in the chosen medium: says so, and offers every medium (English where no variant exists). */
function NoneInMedium({ medium, category }: { medium: MediumFilter; category: CategoryKey }) {
  const { t } = useTranslation();
  const name = languageOfId(medium.mediumId ?? 0)?.name ?? '';
  return (
    <Stack gap="sm" align="flex-start">
      <ListEmpty
        icon={<IconBook2 aria-hidden />}
        title={t('syllabus.noGroupsInMediumTitle', { medium: name })}
        text={t('syllabus.noGroupsInMediumText', { category: t(`syllabus.category.${category}`).toLowerCase() })}
      />
      <Button variant="light" onClick={() => medium.choose('all')}>
        {t('syllabus.showEveryMedium')}
      </Button>
    </Stack>
  );
}

function CategoryGroups({
  syllabusId,
  parentId,
  version,
  category,
  medium,
}: GroupTabsProps & { category: CategoryKey; medium: MediumFilter }) {
  const { t } = useTranslation();
  const id = CATEGORIES.find((c) => c.key === category)?.id ?? GroupCategory.Learn;
  const { mediumId } = medium;
  const groups = useGroupList({ syllabusId, category: id, version, mediumId, enabled: medium.ready });
  if (groups.isPending) return <ListSkeleton rows={2} height={120} />;
  if (groups.isError) {
    return <QueryError title={t('syllabus.groupsError')} error={groups.error} onRetry={() => void groups.refetch()} />;
  }
  if (groups.data.length === 0) {
    if (mediumId !== undefined) return <NoneInMedium medium={medium} category={category} />;
    return (
      <ListEmpty
        icon={<IconBook2 aria-hidden />}
        title={t('syllabus.noGroupsTitle')}
        text={t('syllabus.noGroupsText', { category: t(`syllabus.category.${category}`).toLowerCase() })}
      />
    );
  }
  const sorted = [...groups.data].sort((a, b) => a.order - b.order);
  return (
    <Stack gap="md">
      {sorted.map((group) => (
        <GroupSection
          key={group.group_id}
          group={group}
          syllabusId={syllabusId}
          parentId={parentId}
          version={version}
          mediumId={mediumId}
        />
      ))}
    </Stack>
  );
}

/** The medium filter, then learn, practice and test (group categories 1, 2, 3) as tabs; a guest is asked to sign in. */
export function GroupTabs(props: GroupTabsProps) {
  const { t } = useTranslation();
  const session = useSession();
  const guest = isGuestSession(session);
  const medium = useMediumFilter();
  const [params, setParams] = useSearchParams();
  const asked = params.get(CATEGORY_PARAM);
  const value: CategoryKey = CATEGORIES.some((c) => c.key === asked) ? (asked as CategoryKey) : 'learn';
  return (
    <>
      {!guest && <MediumFilterControl filter={medium} />}
      <Tabs
        value={value}
        onChange={(next) => {
          if (!next) return;
          setParams(
            (current) => {
              const updated = new URLSearchParams(current);
              updated.set(CATEGORY_PARAM, next);
              return updated;
            },
            { replace: true },
          );
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('syllabus.tabsLabel')} grow>
          {CATEGORIES.map((c) => (
            <Tabs.Tab key={c.key} value={c.key}>
              <Group component="span" gap={6} wrap="nowrap" justify="center">
                <c.icon size={16} aria-hidden />
                {t(`syllabus.category.${c.key}`)}
              </Group>
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CATEGORIES.map((c) => (
          <Tabs.Panel key={c.key} value={c.key} pt="md">
            {guest ? (
              <SignInToContinue headingOrder={3} />
            ) : (
              <>
                {c.key === 'practice' && <PracticeQuestionsLink syllabusId={props.syllabusId} />}
                <CategoryGroups {...props} category={c.key} medium={medium} />
              </>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
