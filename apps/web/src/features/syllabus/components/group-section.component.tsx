import type { Group as ContentGroup } from '@esc/contracts';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { STATUS_SHADE } from '../../../components/status-colours';
import { groupDetailPath } from '../utils/syllabus-paths';
import { GroupContent } from './group-content.component';

interface GroupSectionProps {
  group: ContentGroup;
  syllabusId: number;
  /** The node above (the chapter of a topic): the group detail screen's parent. */
  parentId: number;
  version: number;
  /** Show the link to the group's own screen. */
  withGroupLink?: boolean;
  /** The medium filter: only content in this medium; undefined for every medium. */
  mediumId?: number;
}

/** One group of a category: its name, a Premium badge when premium, and its content. */
export function GroupSection({
  group,
  syllabusId,
  parentId,
  version,
  withGroupLink = true,
  mediumId,
}: GroupSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="section"
      aria-labelledby={headingId}
      data-testid="group-section"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap" miw={0}>
            {/* Right under the page's h1 on every screen that lists groups (axe: heading order). */}
            <Title order={2} size="h4" id={headingId}>
              {group.group_name}
            </Title>
            {group.is_premium && (
              // White on a deep amber: Mantine's light yellow gave 2.68:1 (WCAG AA asks 4.5:1).
              <Badge color={STATUS_SHADE.warning} leftSection={<IconCrown size={12} aria-hidden />}>
                {t('syllabus.premium')}
              </Badge>
            )}
          </Group>
          {withGroupLink && (
            <Anchor
              component={Link}
              size="sm"
              to={groupDetailPath({
                syllabusId,
                groupId: group.group_id,
                languageId: group.language_id,
                parentId,
                categories: group.group_category_id,
              })}
            >
              {t('syllabus.openGroup', { group: group.group_name })}
            </Anchor>
          )}
        </Group>
        {group.group_description && (
          <Text size="sm" c="dimmed">
            {group.group_description}
          </Text>
        )}
        <GroupContent
          syllabusId={syllabusId}
          groupId={group.group_id}
          groupName={group.group_name}
          version={version}
          mediumId={mediumId}
        />
      </Stack>
    </Card>
  );
}
