// QTI 3.0's names and the product's option ids. A QTI identifier starts with a letter or an underscore
// and must be unique in its item, while an option id may start with a digit ('1') and a match's left
// column may reuse its right column's ids ('a' on both sides). The writer turns ids QTI cannot carry
// into `ID-<id>` and a match's sides into `L-<id>` and `R-<id>`; the reader undoes exactly these.

export const QTI_NS = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
export const QTI_CP_NS = 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1';
export const ITEM_RESOURCE = 'imsqti_item_xmlv3p0';
export const STIMULUS_RESOURCE = 'imsqti_stimulus_xmlv3p0';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
const OPTION_ID = /^[A-Za-z0-9_-]{1,20}$/;

/** An option id as a QTI identifier. */
export const choiceIdOut = (id: string) => (IDENTIFIER.test(id) ? id : `ID-${id}`);

/** A QTI identifier as an option id: the writer's `ID-` undone; an identifier no option id can be: null. */
export function choiceIdIn(identifier: string): string | null {
  const bare = identifier.startsWith('ID-') && !IDENTIFIER.test(identifier.slice(3)) ? identifier.slice(3) : identifier;
  return OPTION_ID.test(bare) ? bare : null;
}

export const leftIdOut = (id: string) => `L-${id}`;
export const rightIdOut = (id: string) => `R-${id}`;

/** A match set's identifiers as option ids: the writer's side prefix undone when every one of the set has it. */
export function sideIdsIn(identifiers: readonly string[], prefix: 'L-' | 'R-'): (string | null)[] {
  const all = identifiers.length > 0 && identifiers.every((id) => id.startsWith(prefix));
  return identifiers.map((id) => {
    const bare = all ? id.slice(prefix.length) : id;
    return OPTION_ID.test(bare) ? bare : null;
  });
}
