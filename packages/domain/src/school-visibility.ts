/**
 * A school's own catalogue is seen only by that school's people (DOMAIN.md: "Teachers, students and
 * admins of one school never see another school's people or data"). Three things carry a school:
 * - a syllabus node with a school_id: a school's custom rack;
 * - a content item with an owner school: the school's own content;
 * - a content mapping that lies in a school's rack (its school_id).
 * Each is seen when it has no school (the platform's catalogue) or its school is one of the viewer's
 * schools: those of the viewer's memberships, for a parent those of the children (the child's school
 * counts), none for a guest. Anything else is answered as if it did not exist.
 */
export function isSeenBySchools(schoolId: number | null | undefined, viewerSchoolIds: readonly number[]): boolean {
  return schoolId == null || viewerSchoolIds.includes(schoolId);
}
