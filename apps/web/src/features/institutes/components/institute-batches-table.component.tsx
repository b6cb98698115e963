import type { BatchDetails } from '@esc/contracts';
import { Table } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { keyboardScroll } from '../../../components/keyboard-scroll';

/** Board, class, section and validity of an institute's batches. */
export function InstituteBatchesTable({
  batches,
  instituteName,
}: {
  batches: readonly BatchDetails[];
  instituteName: string;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer
      minWidth={420}
      scrollAreaProps={keyboardScroll(t('institutes.batchesCaption', { name: instituteName }))}
    >
      <Table striped data-testid="institute-batches">
        <Table.Caption>{t('institutes.batchesCaption', { name: instituteName })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('institutes.board')}</Table.Th>
            <Table.Th scope="col">{t('institutes.class')}</Table.Th>
            <Table.Th scope="col">{t('institutes.section')}</Table.Th>
            <Table.Th scope="col">{t('institutes.validFrom')}</Table.Th>
            <Table.Th scope="col">{t('institutes.validUntil')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {batches.map((b) => (
            <Table.Tr key={b.section_id}>
              <Table.Td>{b.board_name}</Table.Td>
              <Table.Td>{b.class_name}</Table.Td>
              <Table.Td>{b.section_name}</Table.Td>
              <Table.Td>{b.valid_from}</Table.Td>
              <Table.Td>{b.valid_until ?? t('institutes.noEnd')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
