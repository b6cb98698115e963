import type { StudentDetail } from '@esc/contracts';
import { RoutePath } from '@esc/domain';
import { Badge, Button, Card, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { resolveActiveChild } from '../../../lib/active-child';
import { useActiveChild } from '../../../lib/active-child.context';
import { showToast } from '../../../lib/toast';

/** A learner's board, class and section in words, or that they have none yet. */
export function ClassLine({ child }: { child: Pick<StudentDetail, 'sections'> }) {
  const { t } = useTranslation();
  const section = child.sections[0];
  return (
    <Text size="sm" c="dimmed">
      {section
        ? t('familyProfiles.classOf', {
            board: section.board_name,
            className: section.class_name,
            section: section.section_name,
          })
        : t('familyProfiles.noClass')}
    </Text>
  );
}

/**
 * The parent's linked children: choosing one makes it the active child (the parent's own session acts
 * for it, no password) and opens the dashboard, which then shows that child.
 */
export function ChildProfiles({ linkedChildren }: { linkedChildren: readonly StudentDetail[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { storedChildUuid, setActiveChild } = useActiveChild();
  const activeUuid = resolveActiveChild(linkedChildren, storedChildUuid);
  const choose = (child: StudentDetail) => {
    setActiveChild(child.uuid);
    showToast({ message: t('familyProfiles.usingChild', { name: child.first_name || child.name }), tone: 'success' });
    void navigate(RoutePath.ParentDashboard);
  };
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="child-profiles-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h3" id="child-profiles-title">
            {t('familyProfiles.childrenTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('familyProfiles.childrenHint')}
          </Text>
        </Stack>
        {linkedChildren.length === 0 ? (
          <EmptyState
            icon={<IconUsers aria-hidden />}
            title={t('familyProfiles.noChildrenTitle')}
            description={t('familyProfiles.noChildrenText')}
            size="sm"
          />
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {linkedChildren.map((child) => (
              <li key={child.uuid}>
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text fw={600}>{child.name}</Text>
                      {child.uuid === activeUuid && (
                        <Badge variant="light" tt="none">
                          {t('familyProfiles.active')}
                        </Badge>
                      )}
                    </Group>
                    <ClassLine child={child} />
                  </Stack>
                  <Button onClick={() => choose(child)}>
                    {t('familyProfiles.useChild', { name: child.first_name })}
                  </Button>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
