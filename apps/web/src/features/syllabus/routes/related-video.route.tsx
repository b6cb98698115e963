import { GroupCategory } from '@esc/domain';
import { Button, EmptyState, Paper, Stack } from '@mantine/core';
import { IconMapQuestion, IconVideoOff } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { useChildList } from '../api/child-list.api';
import { useNodeContent } from '../api/node-content.api';
import { ContentItemRow } from '../components/content-item.component';
import { ListSkeleton } from '../components/list-states.component';
import { SyllabusPage } from '../components/syllabus-page.component';
import { idFrom, studyTabPath } from '../utils/study-links';
import '../study.strings';
import '../syllabus.strings';

/**
 * /related-video/{a}/{b}/{containerId} (002 §2.2): the videos of a chapter or topic (and of the
 * topics under it), in display order; a board is a, the subject b. Each opens in the player, which
 * asks the gate first.
 */
export function RelatedVideoRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const boardId = idFrom(params.a);
  const containerId = idFrom(params.containerId);
  const node = useChildList(boardId, containerId);
  const content = useNodeContent(containerId ?? 0, GroupCategory.Learn);
  if (!containerId) {
    return (
      <SyllabusPage title={t('study.relatedTitle')}>
        <EmptyState icon={<IconMapQuestion aria-hidden />} withIndicatorBackground title={t('study.relatedBadLink')}>
          <Button component={Link} to={studyTabPath(2)}>
            {t('study.toStudy')}
          </Button>
        </EmptyState>
      </SyllabusPage>
    );
  }
  const name = node.data?.parent?.name;
  const videos = (content.data?.pages.flatMap((p) => p.content_list) ?? []).filter((c) => c.content_kind === 'video');
  const error = content.error ?? node.error;
  return (
    <SyllabusPage
      title={name ? t('study.relatedOf', { name }) : node.isPending ? undefined : t('study.relatedTitle')}
      breadcrumbsFor={name ? containerId : null}
    >
      {error ? (
        <QueryError
          title={t('study.relatedError')}
          error={error}
          onRetry={() => {
            void node.refetch();
            void content.refetch();
          }}
        />
      ) : content.isPending ? (
        <ListSkeleton rows={3} height={56} />
      ) : (
        <Stack gap="sm">
          {videos.length === 0 && !content.hasNextPage ? (
            <EmptyState
              icon={<IconVideoOff aria-hidden />}
              withIndicatorBackground
              title={t('study.relatedEmptyTitle')}
              description={t('study.relatedEmptyText')}
            />
          ) : (
            <Paper withBorder px="md" py="xs">
              <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
                {videos.map((item, i) => (
                  <ContentItemRow key={item.content_id} item={item} syllabusId={item.syllabus_id} divided={i > 0} />
                ))}
              </Stack>
            </Paper>
          )}
          {content.hasNextPage && (
            <Button
              variant="subtle"
              w="fit-content"
              loading={content.isFetchingNextPage}
              onClick={() => void content.fetchNextPage()}
            >
              {t('syllabus.loadMore')}
            </Button>
          )}
        </Stack>
      )}
    </SyllabusPage>
  );
}
