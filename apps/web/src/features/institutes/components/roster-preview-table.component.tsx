import type { RosterPreviewData, RosterRow, RosterRowStatus } from '@esc/contracts';
import { Badge, List, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { keyboardScroll } from '../../../components/keyboard-scroll';

/** Dark enough for white text at AA contrast. */
const STATUS_COLOUR: Record<RosterRowStatus, string> = {
  new: '#1f6f33',
  changed: '#1864ab',
  unchanged: '#495057',
  rejected: '#c92a2a',
};

type Filter = 'all' | 'rejected' | 'changes';

function matches(filter: Filter, row: RosterRow): boolean {
  if (filter === 'rejected') return row.status === 'rejected';
  if (filter === 'changes') return row.status === 'new' || row.status === 'changed';
  return true;
}

/** Every row of a checked roster file: what applying it does, and why a row is rejected. */
export function RosterPreviewTable({ preview }: { preview: RosterPreviewData }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>(preview.counts.rejected > 0 ? 'rejected' : 'all');
  const rows = preview.rows.filter((r) => matches(filter, r));
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={filter}
        onChange={(value) => setFilter(value as Filter)}
        aria-label={t('institutes.filterLabel')}
        data={[
          { value: 'all', label: `${t('institutes.filterAll')} (${preview.counts.total})` },
          { value: 'rejected', label: `${t('institutes.filterRejected')} (${preview.counts.rejected})` },
          {
            value: 'changes',
            label: `${t('institutes.filterChanges')} (${preview.counts.new + preview.counts.changed})`,
          },
        ]}
        fullWidth
        maw={560}
      />
      <Table.ScrollContainer minWidth={560} mah={480} scrollAreaProps={keyboardScroll(t('institutes.previewCaption'))}>
        <Table striped stickyHeader data-testid="roster-preview-table">
          <Table.Caption>{t('institutes.previewCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('institutes.colRow')}</Table.Th>
              <Table.Th scope="col">{t('institutes.colType')}</Table.Th>
              <Table.Th scope="col">{t('institutes.colKey')}</Table.Th>
              <Table.Th scope="col">{t('institutes.colStatus')}</Table.Th>
              <Table.Th scope="col">{t('institutes.colDetails')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text size="sm" c="dimmed">
                    {t('institutes.noRowsInFilter')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr key={row.row_number} data-status={row.status}>
                  <Table.Th scope="row">{row.row_number}</Table.Th>
                  <Table.Td>{row.row_type}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {row.key}
                    {row.source && (
                      <Text size="xs" c="dimmed">
                        {t('institutes.oneRosterSource', { file: row.source.file, id: row.source.sourced_id })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOUR[row.status]} variant="filled">
                      {t(`institutes.status_${row.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {row.errors.length > 0 ? (
                      <List size="sm" spacing={2}>
                        {row.errors.map((e) => (
                          <List.Item key={`${e.field}-${e.message}`}>
                            <Text span fw={600} size="sm">
                              {e.field}
                            </Text>
                            <Text span size="sm">{`: ${e.message}`}</Text>
                          </List.Item>
                        ))}
                      </List>
                    ) : row.changes.length > 0 ? (
                      <Text size="sm">{t('institutes.changes', { fields: row.changes.join(', ') })}</Text>
                    ) : null}
                    {row.notes?.map((note) => (
                      <Text size="sm" c="dimmed" key={note}>
                        {note}
                      </Text>
                    ))}
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
