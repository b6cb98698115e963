import { Alert, Select, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSignUpBoards, useSignUpClasses } from '../api/sign-up-syllabus.api';

export interface StudentFieldsProps {
  boardId: string | null;
  classId: string | null;
  onBoardChange: (boardId: string | null) => void;
  onClassChange: (classId: string | null) => void;
  boardError?: ReactNode;
  classError?: ReactNode;
}

/** A student's board and class: the default school places them in a section of that class. */
export function StudentFields(props: StudentFieldsProps) {
  const { t } = useTranslation();
  const boards = useSignUpBoards(true);
  const classes = useSignUpClasses(props.boardId ? Number(props.boardId) : null);
  return (
    <>
      {boards.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('signUp.boardsFailed')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select
          label={t('signUp.board')}
          data={(boards.data ?? []).map((b) => ({ value: String(b.syllabus_id), label: b.syllabus_name }))}
          value={props.boardId}
          onChange={props.onBoardChange}
          error={props.boardError}
          required
          withAsterisk={false}
          data-path="board_id"
          data-testid="sign-up-board"
        />
        <Select
          label={t('signUp.class')}
          placeholder={props.boardId ? undefined : t('signUp.chooseBoardFirst')}
          data={(classes.data ?? []).map((c) => ({ value: String(c.syllabus_id), label: c.syllabus_name }))}
          value={props.classId}
          onChange={props.onClassChange}
          error={props.classError}
          disabled={!props.boardId}
          required
          withAsterisk={false}
          data-path="class_id"
          data-testid="sign-up-class"
        />
      </SimpleGrid>
    </>
  );
}
