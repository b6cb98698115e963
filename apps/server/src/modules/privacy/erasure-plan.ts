import { isPersonal, type OnErasure, type PersonalTable } from '../../platform/privacy/personal-data.js';
import type { RegistryModule } from '../../platform/privacy/registry-page.js';
import { exportSteps, type ExportStep } from './export-plan.js';

/** One table of a person's erasure: what the registry declares of it, and the row it hangs on. */
export interface ErasureStep extends ExportStep {
  /** What erasing the person does to the rows of the table a `via` leads to. */
  viaTarget: OnErasure | null;
}

/** The table whose row is the person: anonymised last, once nothing else needs it. */
export const ACCOUNT_TABLE = 'users';

/** Who acted on a row (`marked_by`): the row is not theirs, so what it says stays when they are erased. */
const ACTOR = /_by$/;

/**
 * The tables an erasure goes through, in an order the database accepts: rows that hang on another
 * table's row before the rows they hang on, the account's own row last.
 */
export function erasureSteps(registry: readonly RegistryModule[]): ErasureStep[] {
  const tables = new Map<string, PersonalTable>();
  for (const module of registry) {
    for (const table of module.tables) {
      const privacy = module.personalData?.[table];
      if (privacy && isPersonal(privacy)) tables.set(table, privacy);
    }
  }
  const steps = exportSteps(registry).map((step): ErasureStep => ({
    ...step,
    viaTarget: step.via ? (tables.get(step.via.table)?.people[step.via.personColumn] ?? null) : null,
  }));
  const rank = (s: ErasureStep) => (s.table === ACCOUNT_TABLE ? 2 : s.via ? 0 : 1);
  return steps.sort((a, b) => rank(a) - rank(b));
}

/** What one step does, as columns of the table. */
export interface ErasureActions {
  /** People columns whose rows are deleted. */
  deleteBy: string[];
  /** People columns emptied, the row kept. */
  clear: string[];
  /** People columns whose rows are kept with `strip` emptied: the row is about the person, not by them. */
  stripBy: string[];
  strip: readonly string[];
  /** What happens to rows reached through the person's rows of another table. */
  viaRows: 'delete-row' | 'keep' | null;
}

/**
 * The registry's declaration of a table as an erasure carries it out: a table kept by law keeps
 * every row (stripped); rows reached through another table's row go when that row goes and are
 * stripped when it stays; a row kept because an actor column names the person (who marked a
 * register) stays as it is, since what it says is someone else's.
 */
export function erasureActions(step: Pick<ErasureStep, 'privacy' | 'via' | 'viaTarget'>): ErasureActions {
  const byLaw = 'years' in step.privacy.kept;
  const actions: ErasureActions = {
    deleteBy: [],
    clear: [],
    stripBy: [],
    strip: step.privacy.strip ?? [],
    viaRows: null,
  };
  for (const [column, declared] of Object.entries(step.privacy.people)) {
    const action = byLaw ? 'keep' : declared;
    if (action === 'delete-row') actions.deleteBy.push(column);
    else if (action === 'clear') actions.clear.push(column);
    else if (!ACTOR.test(column)) actions.stripBy.push(column);
  }
  if (step.via) actions.viaRows = step.viaTarget === 'delete-row' && !byLaw ? 'delete-row' : 'keep';
  return actions;
}
