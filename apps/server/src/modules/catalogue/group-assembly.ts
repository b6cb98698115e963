import type { Group } from '@esc/contracts';
import { DEFAULT_LANGUAGE_ID, groupLanguageId, isPremiumGroup } from '@esc/domain';
import type { GroupRow } from './groups.repository.js';

export interface AssembleOptions {
  /** The language asked for; absent means the default language. */
  languageId?: number | null;
  userTypeId: number;
  /** Content per group id (variants count toward their default-language group); omitted: no counts, every group. */
  counts?: ReadonlyMap<number, number>;
  groupCategoryId?: number | null;
  /** Only this group (a default-language id or one of its variants). */
  groupId?: number | null;
  /** The medium filter: only families with a group in this language, answered in it and counting its content. */
  mediumOnly?: number | null;
}

/** The group of a family a client is shown: the medium filter's, else the asked language's variant, else the base. */
function chooseVariant(base: GroupRow, family: readonly GroupRow[], options: AssembleOptions): GroupRow | null {
  if (options.mediumOnly) return family.find((g) => g.language_id === options.mediumOnly) ?? null;
  const language =
    groupLanguageId(base.group_id, options.userTypeId, options.languageId ?? DEFAULT_LANGUAGE_ID) ??
    DEFAULT_LANGUAGE_ID;
  if (language === base.language_id) return base;
  return family.find((g) => g.language_id === language && g.group_id !== base.group_id) ?? base;
}

/**
 * Groups as a client shows them: one entry per default-language group, answered in the asked
 * language (the caller's medium when the call names none) when a variant exists, else the default,
 * with every variant in language_group.
 * Groups 3982/3983 and guided users always get the default language (spec 000 §5).
 */
export function assembleGroups(rows: readonly GroupRow[], options: AssembleOptions): Group[] {
  const byId = new Map(rows.map((g) => [g.group_id, g]));
  const baseOf = (g: GroupRow) =>
    g.group_parent_id != null && byId.has(g.group_parent_id) ? g.group_parent_id : g.group_id;
  const families = new Map<number, GroupRow[]>();
  for (const g of rows) {
    const base = baseOf(g);
    families.set(base, [...(families.get(base) ?? []), g]);
  }
  const counts = new Map<number, number>();
  if (options.counts) {
    for (const [id, n] of options.counts) {
      const g = byId.get(id);
      // Filtered by medium, a family counts only its groups in that medium.
      if (!g || (options.mediumOnly && g.language_id !== options.mediumOnly)) continue;
      const base = baseOf(g);
      counts.set(base, (counts.get(base) ?? 0) + n);
    }
  }
  const wantedBase =
    options.groupId != null ? baseOf(byId.get(options.groupId) ?? ({ group_id: -1 } as GroupRow)) : null;

  const out: Group[] = [];
  for (const [baseId, family] of families) {
    const base = byId.get(baseId)!;
    if (options.counts && !counts.get(baseId)) continue;
    if (options.groupCategoryId && base.group_category_id !== options.groupCategoryId) continue;
    if (wantedBase !== null && wantedBase !== baseId) continue;
    const chosen = chooseVariant(base, family, options);
    if (!chosen) continue;
    out.push({
      group_id: chosen.group_id,
      group_name: chosen.group_name,
      group_description: chosen.group_description ?? base.group_description,
      group_thumbnail: chosen.group_thumbnail ?? base.group_thumbnail,
      group_icon: chosen.group_icon ?? base.group_icon,
      group_category_id: base.group_category_id,
      language_id: chosen.language_id,
      groupParentId: chosen.group_id === baseId ? null : baseId,
      order: base.display_order,
      is_premium: isPremiumGroup(base.group_name),
      ...(options.counts ? { content_count: counts.get(baseId) ?? 0 } : {}),
      language_group: family.map((g) => ({
        group_id: g.group_id,
        group_name: g.group_name,
        language_id: g.language_id,
      })),
    });
  }
  return out.sort((a, b) => a.order - b.order || (a.groupParentId ?? a.group_id) - (b.groupParentId ?? b.group_id));
}
