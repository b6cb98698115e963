import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import '../recordings.strings';

/** Previous and next through pages of a list, with "Page x of y"; nothing when there is one page. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Group gap="xs" role="navigation" aria-label={t('recordings.pages')}>
      <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('recordings.previousPage')}
      </Button>
      <Text size="sm" aria-live="polite">
        {t('recordings.pageOf', { page, total: pages })}
      </Text>
      <Button size="xs" variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('recordings.nextPage')}
      </Button>
    </Group>
  );
}
