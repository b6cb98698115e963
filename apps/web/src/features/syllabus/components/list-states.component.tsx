import { EmptyState, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';

/** Placeholder rows while a list loads; announced once as "Loading…". */
export function ListSkeleton({ rows = 4, height = 56 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={height} radius="md" />
      ))}
    </Stack>
  );
}

export function ListEmpty({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return <EmptyState icon={icon} withIndicatorBackground title={title} description={text} size="sm" />;
}
