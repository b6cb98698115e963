import { Alert, Anchor, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { usePublishClassRecap } from '../api/class-recap.api';
import type { TeachingClassState } from '../hooks/use-teaching-class.hook';
import { myLearnListPath } from '../utils/learnlist-paths';
import classes from './learnlists.module.css';
import '../class-recap.strings';
import { appLanguage, formatTime } from '../../../lib/date-format';

const timeOf = (iso: string) => formatTime(iso, appLanguage());

/**
 * The live class the teacher is teaching now: which one (a choice when several are on),
 * its recap's item count and state, and publishing it for the class. Shown only while a class is taught.
 */
export function TeachingClassPanel({ teaching, subjectId }: { teaching: TeachingClassState; subjectId: number }) {
  const { t } = useTranslation();
  const publish = usePublishClassRecap(subjectId);
  const { chosen, classes: taught, notice } = teaching;
  if (!chosen) return null;
  const live = chosen.live_class;
  const recap = chosen.recap;
  return (
    <Card
      withBorder
      padding="md"
      className={classes.panel}
      component="section"
      aria-labelledby="teaching-class-heading"
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id="teaching-class-heading">
          {t('classRecap.heading')}
        </Title>
        {taught.length > 1 ? (
          <Select
            label={t('classRecap.choose')}
            data={taught.map((c) => ({ value: String(c.live_class.sch_id), label: c.live_class.title }))}
            value={String(live.sch_id)}
            onChange={(v) => v && teaching.choose(Number(v))}
            allowDeselect={false}
            w={320}
            maw="100%"
          />
        ) : null}
        <Text fw={600}>
          {t('classRecap.classLine', {
            title: live.title,
            sections: live.section_names.join(', '),
            time: live.start_time,
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('classRecap.until', { time: timeOf(chosen.teaching_until) })}
        </Text>
        <div role="status">
          <Text>
            {recap
              ? `${t('classRecap.count', { count: recap.item_count })} · ${t(
                  recap.is_published ? 'classRecap.published' : 'classRecap.draft',
                )}`
              : t('classRecap.none')}
          </Text>
          {notice ? (
            <Text size="sm">
              {'failed' in notice
                ? t('classRecap.failed', { title: notice.title })
                : 'waiting' in notice
                  ? t('classRecap.waiting', { title: notice.title })
                  : t(notice.added ? 'classRecap.added' : 'classRecap.already', { title: notice.title })}
            </Text>
          ) : null}
        </div>
        {publish.isError ? (
          <Alert color="red" role="alert">
            {t('classRecap.publishError')}
          </Alert>
        ) : null}
        {recap ? (
          <Group gap="sm" wrap="wrap">
            <Button
              variant={recap.is_published ? 'default' : 'filled'}
              loading={publish.isPending}
              onClick={() => publish.mutate({ lecture_id: live.sch_id, is_published: recap.is_published ? 0 : 1 })}
            >
              {t(recap.is_published ? 'classRecap.unpublish' : 'classRecap.publish')}
            </Button>
            <Anchor component={Link} to={myLearnListPath(recap.learnlist_id)}>
              {t('classRecap.review')}
            </Anchor>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
