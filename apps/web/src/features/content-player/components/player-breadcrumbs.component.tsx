import { roleDashboardPath } from '@esc/domain';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { useSession } from '../../../lib/session';

interface PlayerBreadcrumbsProps {
  title: string;
  syllabusId: number | null;
  syllabusLabel: string | null;
}

/** Dashboard › chapter or topic (when known) › this content. */
export function PlayerBreadcrumbs({ title, syllabusId, syllabusLabel }: PlayerBreadcrumbsProps) {
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
        {syllabusId !== null && (
          <Anchor component={Link} to={`/student-syllabus/${syllabusId}`} size="sm">
            {syllabusLabel ?? t('player.syllabus')}
          </Anchor>
        )}
        <Text size="sm" aria-current="page" lineClamp={1} maw="60vw">
          {title}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
