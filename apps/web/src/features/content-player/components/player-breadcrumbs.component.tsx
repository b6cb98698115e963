import { roleDashboardPath } from '@esc/domain';
import { Anchor, Breadcrumbs, Skeleton, Text } from '@mantine/core';
import { useContext } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { useSession } from '../../../lib/session';
import { PlayerTrailContext } from '../player-trail.context';
import { LazyPart } from '../../../components/part-boundary/part-boundary.component';

interface PlayerBreadcrumbsProps {
  title: string;
  /** The syllabus node the content was opened from (its topic or chapter); null when unknown. */
  syllabusId: number | null;
}

/**
 * Where the content sits: the syllabus trail of its node (board › class › subject › chapter ›
 * topic, each opening that node's screen) and the content as the current page. Without a node,
 * or where no trail is composed: dashboard › this content.
 */
export function PlayerBreadcrumbs({ title, syllabusId }: PlayerBreadcrumbsProps) {
  const renderTrail = useContext(PlayerTrailContext);
  if (syllabusId !== null && renderTrail) {
    return <LazyPart fallback={<Skeleton h={20} w={260} aria-hidden />}>{renderTrail(syllabusId, title)}</LazyPart>;
  }
  return <DashboardTrail title={title} />;
}

function DashboardTrail({ title }: { title: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const profile = useCurrentProfile();
  const dashboard = roleDashboardPath({
    userTypeId: profile.data?.user_type_id ?? session?.user_type_id ?? 0,
    role: profile.data?.role ?? null,
  });
  return (
    <nav aria-label={t('player.breadcrumbs')}>
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        <Anchor component={Link} to={dashboard} size="sm">
          {t('player.dashboard')}
        </Anchor>
        <Text size="sm" aria-current="page" lineClamp={1} maw="60vw">
          {title}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
