import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { PackageCatalogue } from '../components/package-catalogue.component';
import { PackagesPage } from '../components/packages-page.component';
import '../packages.strings';

/** ?for=JEE or ?for=NEET (from an external app, spec 002 §2.2) lists that exam's packages. */
export function examFlag(value: string | null): 'JEE' | 'NEET' | null {
  const flag = value?.trim().toUpperCase();
  return flag === 'JEE' || flag === 'NEET' ? flag : null;
}

/** /package: the packages for the learner's (or active child's) board and class. */
export function PackageRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const flag = examFlag(search.get('for'));
  const title = flag ? t('packages.examTitle', { exam: flag }) : t('packages.title');
  return (
    <PackagesPage title={title}>
      {(learner) => <PackageCatalogue learner={learner} flag={flag} recommended={null} />}
    </PackagesPage>
  );
}
