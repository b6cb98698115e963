import { Alert } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Navigate } from 'react-router';
import { PackageCatalogue } from '../components/package-catalogue.component';
import { PackagesPage } from '../components/packages-page.component';
import { recommendedEntity } from '../hooks/use-learner.hook';
import '../packages.strings';

/**
 * /subscription: the India path (spec 002 §2.2). The packages framed as subscriptions, the offer
 * first: live classes only when package_flow_webgate_bucket is set, else elite class (spec 001 §4).
 * Outside India the person is sent to /package.
 */
export function SubscriptionRoute() {
  const { t } = useTranslation();
  return (
    <PackagesPage title={t('packages.subscriptionTitle')} intro={t('packages.subscriptionIntro')}>
      {(learner) => {
        if (!learner.inIndia) return <Navigate to="/package" replace />;
        const offer = recommendedEntity(learner.webgateBucket);
        return (
          <>
            <Alert variant="light" color="grape" title={t(`packages.offer.${offer}.title`)}>
              {t(`packages.offer.${offer}.text`)}
            </Alert>
            <PackageCatalogue learner={learner} flag={null} recommended={offer} />
          </>
        );
      }}
    </PackagesPage>
  );
}
