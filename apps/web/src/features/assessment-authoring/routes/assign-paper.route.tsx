import type { PaperDetail, Profile } from '@esc/contracts';
import { Alert, Skeleton, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate, useParams } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { showToast } from '../../../lib/toast';
import { usePaperDetail } from '../api/paper-detail.api';
import { AssignPaperForm } from '../components/assign-paper-form.component';
import { AuthoringPage } from '../components/authoring-page.component';
import { AuthoringPath, idParam } from '../utils/authoring-paths';

/** /faculty-assessment-dashboard/papers/:paperId/assign: give a paper to sections with a window. */
export function AssignPaperRoute() {
  const { t } = useTranslation();
  const paperId = idParam(useParams().paperId);
  return (
    <AuthoringPage title={t('authoring.title')} section="assigned">
      {(profile) =>
        paperId === null ? (
          <Alert color="yellow">{t('authoring.assign.badLink')}</Alert>
        ) : (
          <AssignPaper paperId={paperId} profile={profile} />
        )
      }
    </AuthoringPage>
  );
}

function AssignPaper({ paperId, profile }: { paperId: number; profile: Profile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paper = usePaperDetail(paperId);
  if (paper.isError) {
    return (
      <QueryError title={t('authoring.assign.loadError')} error={paper.error} onRetry={() => void paper.refetch()} />
    );
  }
  if (!paper.data) return <Skeleton h={300} role="status" aria-label={t('common.loading')} />;
  const data: PaperDetail = paper.data;
  return (
    <>
      <Title order={2}>{t('authoring.assign.title', { paper: data.paper_name })}</Title>
      <AssignPaperForm
        paper={data}
        sections={profile.sections}
        countryIso={profile.country_iso}
        onCancel={() => void navigate(AuthoringPath.assessments)}
        onAssigned={(assignment) => {
          showToast({
            tone: 'success',
            message: t('authoring.assign.done', { title: assignment.title || data.paper_name }),
          });
          void navigate(AuthoringPath.assignment(assignment.assign_id));
        }}
      />
    </>
  );
}
