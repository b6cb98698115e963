/**
 * The registry of personal data: what each module declares, for each table it owns, about the people
 * its rows name (Moodle's privacy providers are the model: every plugin says what it stores, why, and
 * how it is exported and erased). The registry check holds the schema to it, the privacy notice and
 * docs/personal-data.md are rendered from it, and a person's export and erasure follow it.
 */

/**
 * Why a table may hold a person's data, in the terms of India's DPDP Act 2023 and its Rules:
 * - `education`: an educational institution processing a learner's data for their education and
 *   safety (the Rules exempt it from the parental-consent and no-monitoring duties for children);
 * - `education-or-consent`: `education` for a school's people, `consent` for those who signed up
 *   alone (a learner of the product's own school);
 * - `consent`: the person's consent, or a child's parent's verifiable consent;
 * - `voluntary`: data the person gave for a purpose they were told and did not object to (s. 7(a)),
 *   such as a feedback form or a sign-in attempt kept to stop guessing;
 * - `law`: a law obliges the product to keep it (GST records).
 */
export type LegalBasis = 'education' | 'education-or-consent' | 'consent' | 'voluntary' | 'law';

/** How long rows are kept. */
export type Retention =
  /** While the person's account exists (erased with it). */
  | { while: 'account' }
  /** A fixed time after the row was written; a job removes older rows. */
  | { days: number }
  /** What a law requires; erasure keeps the row, emptied of `strip`. */
  | { years: number; law: string }
  /** Until someone removes it: no job does yet (said as it is, in words). */
  | { until: string };

/**
 * What erasing a person does to a row a column of theirs names:
 * - `delete-row`: the row goes (their answers, their sessions);
 * - `clear`: the column is emptied, the row stays (who marked a register: the register is the class's);
 * - `keep`: the row stays as it is, since the person's own row no longer names anyone ("Former
 *   learner") and the row keeps a class's counts true (an attempt's score in a section's results).
 */
export type OnErasure = 'delete-row' | 'clear' | 'keep';

/** A table whose rows name people. */
export interface PersonalTable {
  /** Each column that names a person (their uuid), and what erasing that person does to the row. */
  people: Readonly<Record<string, OnErasure>>;
  /**
   * For rows that name their person through another table's row (an answer through its attempt):
   * the column and where it leads, `attempt_id -> attempts.uuid`; erasure follows the row it leads to.
   */
  via?: string;
  /** The other columns that hold what is personal (what a person wrote, their contact, their device): what each is. */
  data?: Readonly<Record<string, string>>;
  /** Why the product keeps it, in a sentence a parent understands. */
  purpose: string;
  basis: LegalBasis;
  kept: Retention;
  /**
   * Columns emptied when a person is erased and the row itself stays (`keep`, or a law's years): a
   * teacher's note about the child, an invoice's address beyond what the law asks.
   */
  strip?: readonly string[];
  /** Columns whose names look like a person's but are not: why each is not. */
  notPeople?: Readonly<Record<string, string>>;
  /**
   * Columns never shown, not even to the person: hashes of passwords, tokens, codes. A person's
   * export leaves them out, since they would help nobody but someone who stole the file.
   */
  secret?: readonly string[];
}

/** A row reached through another table's row: `attempt_id -> attempts.uuid`. */
export interface ViaLink {
  /** The column of this table, and the column of the same name in the target that it matches. */
  column: string;
  table: string;
  /** The target's column naming the person. */
  personColumn: string;
}

/** A declaration's `via` read: "column -> table.column" (throws on anything else). */
export function parseVia(via: string): ViaLink {
  const match = /^(\w+)\s*->\s*(\w+)\.(\w+)$/.exec(via);
  if (!match) throw new Error(`a via of the registry reads "column -> table.column", not "${via}"`);
  return { column: match[1]!, table: match[2]!, personColumn: match[3]! };
}

/** A table whose rows name nobody: why not (the catalogue, settings of a school). */
export interface TableWithoutPeople {
  none: string;
  notPeople?: Readonly<Record<string, string>>;
}

export type TablePrivacy = PersonalTable | TableWithoutPeople;

export const isPersonal = (table: TablePrivacy): table is PersonalTable => 'people' in table;

/** A module's declarations, one per table it owns. */
export type PersonalDataOf<Table extends string> = { readonly [T in Table]: TablePrivacy };

const PERSON_KEY =
  /(^|_)(user|learner|student|teacher|parent|child|payer|owner|author|recipient|presenter|person|staff)_(uuid|id)$/;
const ACTOR = /_by$/;
const CONTACT_OR_DEVICE =
  /^(name|first_name|last_name|full_name|email|mobile|phone|date_of_birth|photo_keys?|ip|ip_address|user_agent|device|endpoint)$|_(email|mobile|phone|ip)$/;

/**
 * Whether a column's name says it names or reaches a person: their uuid, who did something (`*_by`),
 * a contact, a photo, a device or network address. The registry check asks every such column to be
 * declared, as a person, as data, or as not a person with a reason.
 */
export function looksPersonal(column: string): boolean {
  return PERSON_KEY.test(column) || ACTOR.test(column) || CONTACT_OR_DEVICE.test(column);
}
