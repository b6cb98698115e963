import { Group, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title.component';
import { SyllabusBreadcrumbs } from './syllabus-breadcrumbs.component';

interface SyllabusPageProps {
  /** The screen's name; undefined while it loads. */
  title: string | undefined;
  /** The node whose ancestors make the breadcrumbs. */
  breadcrumbsFor?: number | null;
  /** Beside the heading, e.g. a bookmark toggle. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every syllabus screen: document title, breadcrumbs, one h1. */
export function SyllabusPage({ title, breadcrumbsFor, actions, children }: SyllabusPageProps) {
  return (
    <Stack gap="lg" maw={960} miw={0}>
      {title && <PageTitle page={title} />}
      {breadcrumbsFor ? <SyllabusBreadcrumbs syllabusId={breadcrumbsFor} /> : null}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        {title ? (
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
        ) : (
          <Skeleton h={36} w={240} aria-hidden />
        )}
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
