import { Center, Loader, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import { useLocation } from 'react-router';
import { loadingFallback, readGlobalLoaderFlag } from './loading-wrapper.helper';

/**
 * The fallback while a screen's code or data loads (spec 000 §2 loading wrapper): the spec's
 * spinner on its narrow learner screens; elsewhere the outline of a page (a heading and two
 * blocks), so the screen keeps its shape instead of showing a bare spinner.
 */
export function LoadingWrapper() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const kind = loadingFallback({
    pathname,
    viewportWidth: window.innerWidth,
    globalLoaderActive: readGlobalLoaderFlag(),
  });
  if (kind === 'none') return null;
  if (kind === 'spinner') {
    return (
      <Center mih="60vh" role="status" aria-label={t('common.loading')}>
        <Loader size="lg" />
      </Center>
    );
  }
  return (
    <Stack gap="md" maw={960} role="status" aria-label={t('common.loading')} data-testid="page-skeleton">
      <Skeleton h={36} w="50%" />
      <Skeleton h={120} />
      <Skeleton h={120} />
    </Stack>
  );
}
