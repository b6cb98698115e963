import type { Institute } from '@esc/contracts';
import { Alert, Button, EmptyState, Group, Skeleton, Stack } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { errorMessage } from '../../../lib/error-message';
import { useInstituteDashboard, useSelectInstitute } from '../api/institute-dashboard.api';
import { InstituteCard, SelectInstituteButton } from './institute-card.component';

export const INSTITUTE_DETAIL_PATH = '/institute-detail-parent';

interface InstituteListProps {
  /** The learner: the student, or the parent's active child. */
  learnerUuid: string;
  /** Parents get a link to the institute details screen. */
  showDetailsLink?: boolean;
}

/** The learner's institutes in priority order, each selectable; loading, empty and error states. */
export function InstituteList({ learnerUuid, showDetailsLink = false }: InstituteListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useInstituteDashboard(learnerUuid);
  const select = useSelectInstitute(learnerUuid);
  const [notice, setNotice] = useState<string | null>(null);

  const onSelect = (institute: Institute) => {
    setNotice(null);
    select.mutate(
      {
        section_master_website_id:
          institute.syllabus_detail.section_master_website_id ?? institute.syllabus_detail.batch_section_id,
        board_id: institute.syllabus_detail.board_id,
      },
      {
        onSuccess: (answer) => {
          setNotice(t('institutes.selectedNotice', { name: institute.school_details.school_institute_name }));
          void navigate(answer.redirect_path, { replace: true });
        },
      },
    );
  };

  if (query.isError) {
    return <QueryError title={t('institutes.loadError')} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return (
      <Stack gap="sm" aria-hidden>
        <Skeleton h={180} />
        <Skeleton h={180} />
      </Stack>
    );
  }
  if (query.data.institutes.length === 0) {
    return (
      <EmptyState
        icon={<IconBuildingCommunity aria-hidden />}
        withIndicatorBackground
        title={t('institutes.noInstitutesTitle')}
        description={t('institutes.noInstitutesText')}
      />
    );
  }
  return (
    <Stack gap="lg" data-testid="institute-list" aria-label={t('institutes.listLabel')} component="div" role="region">
      <div role="status" aria-live="polite">
        {notice && (
          <Alert color="green" variant="light">
            {notice}
          </Alert>
        )}
      </div>
      {select.isError && (
        <Alert color="red" variant="light" title={t('institutes.selectError')} role="alert">
          {errorMessage(select.error, t)}
        </Alert>
      )}
      {query.data.institutes.map((institute) => (
        <InstituteCard
          key={institute.school_details.school_id}
          institute={institute}
          actions={
            (!institute.is_selected || showDetailsLink) && (
              <Group gap="sm">
                {!institute.is_selected && (
                  <SelectInstituteButton
                    institute={institute}
                    onSelect={onSelect}
                    loading={
                      select.isPending &&
                      select.variables?.board_id === institute.syllabus_detail.board_id &&
                      select.variables.section_master_website_id ===
                        (institute.syllabus_detail.section_master_website_id ??
                          institute.syllabus_detail.batch_section_id)
                    }
                  />
                )}
                {showDetailsLink && (
                  <Button
                    component={Link}
                    to={INSTITUTE_DETAIL_PATH}
                    state={{ instituteTab: 'overview', school_id: institute.school_details.school_id }}
                    variant="subtle"
                    aria-label={t('institutes.openDetailsLabel', {
                      name: institute.school_details.school_institute_name,
                    })}
                  >
                    {t('institutes.openDetails')}
                  </Button>
                )}
              </Group>
            )
          }
        />
      ))}
    </Stack>
  );
}
