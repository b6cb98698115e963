import type { SectionSummary } from '@esc/contracts';
import { Card, EmptyState, Table, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { keyboardScroll } from '../../../components/keyboard-scroll';
import { useTranslation } from '../../../lib/use-translation';

interface SectionsTableProps {
  heading: string;
  sections: readonly SectionSummary[];
}

/** The sections (batches) a teacher teaches or an admin administers. */
export function SectionsTable({ heading, sections }: SectionsTableProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" component="section" aria-label={heading}>
      <Title order={2} size="h3" mb="sm">
        {heading}
      </Title>
      {sections.length === 0 ? (
        <EmptyState
          icon={<IconUsersGroup aria-hidden />}
          title={t('dashboard.noSectionsTitle')}
          description={t('dashboard.noSectionsText')}
          size="sm"
        />
      ) : (
        <Table.ScrollContainer minWidth={280} scrollAreaProps={keyboardScroll(t('dashboard.sectionsCaption'))}>
          <Table striped>
            <Table.Caption>{t('dashboard.sectionsCaption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('dashboard.board')}</Table.Th>
                <Table.Th scope="col">{t('dashboard.class')}</Table.Th>
                <Table.Th scope="col">{t('dashboard.section')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sections.map((section) => (
                <Table.Tr key={section.section_id}>
                  <Table.Td>{section.board_name}</Table.Td>
                  <Table.Td>{section.class_name}</Table.Td>
                  <Table.Td>{section.section_name}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
