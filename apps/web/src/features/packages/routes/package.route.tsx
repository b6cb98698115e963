import { useTranslation } from 'react-i18next';
import { PackagesEmpty } from '../components/packages-empty.component';

export function PackageRoute() {
  const { t } = useTranslation();
  return <PackagesEmpty title={t('packages.title')} />;
}
