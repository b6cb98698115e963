import type { PackageItem } from '@esc/contracts';
import { Alert, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { usePackageList } from '../api/package-list.api';
import type { Learner } from '../hooks/use-learner.hook';
import { CheckoutDialog } from './checkout-dialog.component';
import { PackageCard } from './package-card.component';

interface PackageCatalogueProps {
  learner: Learner;
  /** JEE or NEET packages instead of the learner's class (from ?for=). */
  flag: string | null;
  /** The entity name offered first (subscription path). */
  recommended: string | null;
}

/** The packages for the learner's board and class (or an exam), as cards, with buying. */
export function PackageCatalogue({ learner, flag, recommended }: PackageCatalogueProps) {
  const { t } = useTranslation();
  const [buying, setBuying] = useState<PackageItem | null>(null);
  const list = usePackageList({
    uuid: learner.uuid,
    boardId: flag ? null : learner.boardId,
    classId: flag ? null : learner.classId,
    flag,
    recommended,
  });
  if (list.isError) {
    return <QueryError title={t('packages.loadError')} error={list.error} onRetry={() => void list.refetch()} />;
  }
  if (!list.data) return <Skeleton h={280} role="status" aria-label={t('common.loading')} />;
  const packages = [...list.data.packages].sort((a, b) => b.is_recommended - a.is_recommended);
  if (packages.length === 0) {
    return (
      <Alert variant="light" title={t('packages.noneTitle')}>
        {t('packages.noneText')}
      </Alert>
    );
  }
  const mayBuy = learner.buying === 'allowed';
  return (
    <Stack gap="md">
      {learner.buying === 'staff' && (
        <Alert variant="light" title={t('packages.staffTitle')} data-testid="packages-read-only">
          {t('packages.staffText')}
        </Alert>
      )}
      {learner.buying === 'parent-without-child' && (
        <Alert variant="light" title={t('packages.parentNoChildTitle')} data-testid="packages-read-only">
          {t('packages.parentNoChildText')}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {t('packages.pricesNote')}
      </Text>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        component="section"
        aria-label={t('packages.listLabel')}
      >
        {packages.map((pkg) => (
          <PackageCard key={`${pkg.package_id}-${pkg.class_id}`} pkg={pkg} onBuy={mayBuy ? setBuying : undefined} />
        ))}
      </SimpleGrid>
      <CheckoutDialog
        pkg={mayBuy ? buying : null}
        learnerUuid={learner.uuid}
        learnerName={learner.name}
        forChild={learner.forChild}
        onClose={() => setBuying(null)}
      />
    </Stack>
  );
}
