import type { DataExport, Profile } from '@esc/contracts';
import { isParent } from '@esc/domain';
import { Card, Divider, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { QueryError } from '../../../components/query-error.component';
import { useTranslation } from '../../../lib/use-translation';
import { useDataExports } from '../api/data-exports.api';
import { ExportHistory } from './export-history.component';
import { PersonExport, type ExportPerson } from './person-export.component';
import '../your-data.strings';

/**
 * "Your data": everything the product keeps about the person, as a zip they download; a parent
 * also for each linked child (the children the profile names, as the child switcher has them).
 */
export function YourData({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const exports = useDataExports(profile.uuid);
  const children = isParent(profile.user_type_id) ? profile.children : [];
  // The list is newest first: a person's first is the one the card follows, the rest their history.
  const allOf = (uuid: string): DataExport[] => exports.data?.exports.filter((e) => e.subject_uuid === uuid) ?? [];
  const latestOf = (uuid: string): DataExport | null => allOf(uuid)[0] ?? null;
  const self: ExportPerson = { uuid: profile.uuid, name: profile.name, self: true };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="your-data-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="your-data-title">
          {t('yourData.title')}
        </Title>
        <Text size="sm">{t('yourData.intro')}</Text>
        {exports.isError ? (
          <QueryError title={t('yourData.loadError')} error={exports.error} onRetry={() => void exports.refetch()} />
        ) : !exports.data ? (
          <Skeleton h={48} aria-hidden />
        ) : (
          <>
            <PersonExport viewerUuid={profile.uuid} person={self} latest={latestOf(profile.uuid)} />
            <ExportHistory earlier={allOf(profile.uuid).slice(1)} />
            {children.length > 0 && (
              <>
                <Divider />
                <Text size="sm">{t('yourData.childIntro')}</Text>
              </>
            )}
            {children.map((child) => (
              <ChildExport
                key={child.uuid}
                viewerUuid={profile.uuid}
                child={{ uuid: child.uuid, name: child.name, self: false }}
                latest={latestOf(child.uuid)}
                earlier={allOf(child.uuid).slice(1)}
              />
            ))}
          </>
        )}
      </Stack>
    </Card>
  );
}

function ChildExport(props: {
  viewerUuid: string;
  child: ExportPerson;
  latest: DataExport | null;
  earlier: readonly DataExport[];
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} gap="xs">
      <Title order={3} size="h5" id={titleId}>
        {t('yourData.childTitle', { name: props.child.name })}
      </Title>
      <PersonExport viewerUuid={props.viewerUuid} person={props.child} latest={props.latest} />
      <ExportHistory earlier={props.earlier} />
    </Stack>
  );
}
