import { Card, Group, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface NodeLink {
  id: number;
  to: string;
  name: string;
  /** A small line above the name, e.g. "Chapter 3". */
  eyebrow?: string;
  /** A count or note beside the name, e.g. "4 topics". */
  meta?: string;
}

interface NodeLinkListProps {
  items: readonly NodeLink[];
  /** Names the list for screen readers, e.g. "Chapters". */
  label: string;
  testId: string;
}

/** Chapters or topics: an ordered list of links, one card each, that never scrolls sideways. */
export function NodeLinkList({ items, label, testId }: NodeLinkListProps) {
  return (
    <Stack component="ol" gap="sm" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <li key={item.id}>
          <Card
            component={Link}
            to={item.to}
            withBorder
            padding="md"
            radius="md"
            data-testid={testId}
            style={{ textDecoration: 'none' }}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={2} miw={0}>
                {item.eyebrow && (
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    {item.eyebrow}
                  </Text>
                )}
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {item.name}
                </Text>
                {item.meta && (
                  <Text size="sm" c="dimmed">
                    {item.meta}
                  </Text>
                )}
              </Stack>
              <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0 }} />
            </Group>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
