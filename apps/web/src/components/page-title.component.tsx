import { useTranslation } from '../lib/use-translation';

/** The document title of a screen; React 19 hoists <title> into <head>. */
export function PageTitle({ page }: { page: string }) {
  const { t } = useTranslation();
  return <title>{t('app.pageTitle', { page })}</title>;
}
