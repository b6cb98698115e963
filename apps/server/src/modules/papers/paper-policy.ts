import { definePolicy } from '../../platform/auth/policy.js';
import { editRule, useRule, type Caller } from '../question-bank/question-bank.module.js';
import type { PaperRow, PapersRepository } from './papers.repository.js';

// The papers' policy: a school's papers are that school's (another school's answer as a missing
// one, 404); all staff use the platform's papers and their schools' (read them with keys, assign
// them); the staff of the owning school change or delete a school's paper, platform editors the
// platform's (403 to other staff who may use it); a learner's practice test is theirs alone. A
// deleted paper is not found.

export const PAPER_ACTIONS = {
  use: 'Read a paper with its keys, or assign it.',
  edit: 'Change, delete, or drop a question of a paper.',
} as const;

export const paperRules = {
  use: (caller: Caller, paper: PaperRow) => useRule(caller, paper),
  edit: (caller: Caller, paper: PaperRow) => editRule('paper')(caller, paper),
};

export type PaperPolicy = ReturnType<typeof createPaperPolicy>;

export function createPaperPolicy(papers: Pick<PapersRepository, 'papersByIds'>) {
  return definePolicy({
    module: 'papers',
    noun: 'paper',
    actions: PAPER_ACTIONS,
    async load(ids: readonly number[]) {
      return new Map((await papers.papersByIds(ids)).map((p) => [p.paper_id, p]));
    },
    rules: paperRules,
  });
}
