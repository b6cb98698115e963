import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loadingFallback, readGlobalLoaderFlag } from './loading-wrapper.helper';

/** The fallback while a screen's code loads (spec 000 §2 loading wrapper). */
export function LoadingWrapper() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const kind = loadingFallback({
    pathname,
    viewportWidth: window.innerWidth,
    globalLoaderActive: readGlobalLoaderFlag(),
  });
  if (kind === 'none') return null;
  return (
    <Center mih={kind === 'spinner' ? '60vh' : 120} role="status" aria-label={t('common.loading')}>
      <Loader size={kind === 'spinner' ? 'lg' : 'sm'} />
    </Center>
  );
}
