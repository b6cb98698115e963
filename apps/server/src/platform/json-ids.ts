/** Ids kept as a JSON array in a text column (a class's or a notice's sections): the whole numbers in it. */
export const idsOf = (json: string): number[] => {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
};
