import type { SyllabusNode } from '@esc/contracts';
import { RackLevel, SyllabusType } from '@esc/domain';
import { Anchor, Breadcrumbs, Skeleton, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { useParentDetail } from '../api/parent-detail.api';
import { browseBoardPath, browseClassPath, subjectPath, topicDetailPath, topicListPath } from '../utils/syllabus-paths';
import '../syllabus.strings';

/** The screen of a node of the tree, by its level; null when it has none. */
export function nodePath(node: SyllabusNode): string | null {
  if (node.syllabus_type_id === SyllabusType.Board) return browseBoardPath(node.syllabus_id);
  if (node.syllabus_type_id === SyllabusType.Class && node.board_id != null) {
    return browseClassPath(node.board_id, node.syllabus_id);
  }
  switch (node.rack_type_id) {
    case RackLevel.Subject:
      return subjectPath(node);
    case RackLevel.Chapter:
      return topicListPath(node.syllabus_id);
    case RackLevel.Topic:
      return node.parent_id != null ? topicDetailPath(node.parent_id, node.syllabus_id) : null;
    default:
      return null;
  }
}

export interface SyllabusBreadcrumbsProps {
  syllabusId: number;
  /**
   * A page below the node (the player's content): then the node is a link too, and this title is
   * the current page. Without it, the node is this screen.
   */
  currentPage?: string;
}

/** board > class > subject > chapter > topic, from syllabusParentDetail; the last is this screen. */
export function SyllabusBreadcrumbs({ syllabusId, currentPage }: SyllabusBreadcrumbsProps) {
  const { t } = useTranslation();
  const detail = useParentDetail(syllabusId);
  if (detail.isError) return null; // the screen shows its own error; breadcrumbs are a convenience
  if (!detail.data) return <Skeleton h={20} w={260} aria-hidden />;
  const trail = [...detail.data.parent_list, ...(detail.data.syllabus ? [detail.data.syllabus] : [])];
  const lastNode = currentPage === undefined ? trail.length - 1 : -1;
  return (
    <nav aria-label={t('syllabus.breadcrumbs')} data-testid="syllabus-breadcrumbs">
      <Breadcrumbs
        separator={<IconChevronRight size={14} aria-hidden />}
        separatorMargin={4}
        style={{ flexWrap: 'wrap', rowGap: 4 }}
      >
        {trail.map((node, i) => {
          const last = i === lastNode;
          const to = nodePath(node);
          if (last || !to) {
            return (
              <Text
                key={node.syllabus_id}
                size="sm"
                aria-current={last ? 'page' : undefined}
                c={last ? undefined : 'dimmed'}
              >
                {node.name}
              </Text>
            );
          }
          return (
            <Anchor key={node.syllabus_id} component={Link} to={to} size="sm">
              {node.name}
            </Anchor>
          );
        })}
        {currentPage !== undefined && (
          <Text size="sm" aria-current="page" lineClamp={1} maw="60vw">
            {currentPage}
          </Text>
        )}
      </Breadcrumbs>
    </nav>
  );
}
