import type { ContentItem, SyllabusChild, SyllabusNode, TagData } from '@esc/contracts';
import { formatMediaTime } from '@esc/domain';
import type { ContentRow, TagRow } from './content-list.repository.js';
import type { NodeRow } from './syllabus-tree.repository.js';

// Rows to the specs' answer shapes.

export function toSyllabusNode(row: NodeRow): SyllabusNode {
  return {
    syllabus_id: row.syllabus_id,
    syllabus_name: row.syllabus_name,
    name: row.syllabus_name,
    syllabus_type_id: row.syllabus_type_id,
    rack_type_id: row.rack_type_id,
    parent_id: row.parent_id,
    board_id: row.board_id,
    class_id: row.class_id,
    order: row.display_order,
    has_child: row.child_count > 0,
    child_count: row.child_count,
    // A board has no class tree of its own: it carries 1 (spec 000 §4 versions boards' classes).
    version: row.class_id == null ? 1 : row.version,
    tag_value_id: row.tag_value_id,
    is_custom_rack: Number(row.is_custom_rack) ? 1 : 0,
    group_presentation: row.group_presentation,
    book_code: row.book_code,
  };
}

export function toSyllabusChild(row: NodeRow): SyllabusChild {
  return {
    container_id: row.syllabus_id,
    rack_id: row.syllabus_id,
    name: row.syllabus_name,
    order: row.display_order,
    rack_type_id: row.rack_type_id,
    is_custom_rack: Number(row.is_custom_rack) ? 1 : 0,
    syllabus_type_id: row.syllabus_type_id,
    parent_id: row.parent_id,
    has_child: row.child_count > 0,
    version: row.class_id == null ? 1 : row.version,
    group_presentation: row.group_presentation,
  };
}

function tagsByContent(tags: readonly TagRow[]): Map<number, TagData[]> {
  const out = new Map<number, TagData[]>();
  for (const t of tags) {
    const list = out.get(t.content_id) ?? [];
    list.push({ tag_id: t.tag_id, tag_name: t.tag_name, tag_value_id: t.tag_value_id, tag_value: t.tag_value });
    out.set(t.content_id, list);
  }
  return out;
}

export function toContentItems(rows: readonly ContentRow[], tags: readonly TagRow[]): ContentItem[] {
  const tagMap = tagsByContent(tags);
  return rows.map((r) => ({
    content_id: r.content_id,
    content_title: r.content_title,
    content_kind: r.content_kind,
    syllabus_mapping_id: r.syllabus_mapping_id,
    syllabus_id: r.syllabus_id,
    group_id: r.group_id,
    group_name: r.group_name,
    group_category_id: r.group_category_id,
    subject_id: r.subject_id,
    chapter_id: r.chapter_id,
    order: r.display_order,
    thumbnail: r.thumbnail_key,
    total_media_time: formatMediaTime(Number(r.total_media_time_ms)),
    total_media_time_ms: Number(r.total_media_time_ms),
    version: r.version,
    language_id: r.language_id,
    crs_id: r.crs_id,
    old_content_id: r.old_content_id,
    template_id: r.template_id,
    service_name: r.service_name,
    has_media: Number(r.has_media) === 1,
    is_online_only: Number(r.is_online_only) === 1,
    tag_data: tagMap.get(r.content_id) ?? [],
  }));
}
