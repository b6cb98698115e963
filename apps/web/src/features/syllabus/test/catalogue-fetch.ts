import type { ContentItem, Group, SyllabusNode } from '@esc/contracts';
import { envelope, stubFetch, type FakeCall, type FakeHandler } from '../../../test/fake-api';

/** The shared fake's call: it carries the query and If-None-Match (catalogue calls are told apart by their query). */
export type CatalogueCall = FakeCall;
export type CatalogueHandler = FakeHandler;

/** The shared fake fetch (checked against the contract like every other) for the catalogue screens. */
export function stubCatalogue(handlers: Record<string, CatalogueHandler>) {
  return stubFetch(handlers);
}

/** An envelope with an ETag, as the tree reads answer. */
export function versioned(data: unknown, etag: string): Response {
  const response = envelope(data);
  response.headers.set('ETag', etag);
  return response;
}

export function node(overrides: Partial<SyllabusNode> & Pick<SyllabusNode, 'syllabus_id' | 'name'>): SyllabusNode {
  return {
    syllabus_name: overrides.name,
    syllabus_type_id: 4,
    rack_type_id: 4,
    parent_id: null,
    board_id: 1,
    class_id: 8,
    order: 1,
    has_child: true,
    child_count: 0,
    version: 1,
    tag_value_id: null,
    is_custom_rack: 0,
    group_presentation: null,
    book_code: null,
    ...overrides,
  };
}

export function group(overrides: Partial<Group> & Pick<Group, 'group_id' | 'group_name'>): Group {
  return {
    group_description: null,
    group_thumbnail: null,
    group_icon: null,
    group_category_id: 1,
    language_id: 1,
    groupParentId: null,
    order: 1,
    is_premium: false,
    language_group: [],
    ...overrides,
  };
}

export function contentItem(id: number, title: string, overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    content_id: id,
    content_title: title,
    content_kind: 'video',
    syllabus_mapping_id: id + 400000,
    syllabus_id: 30001,
    group_id: 3001,
    group_name: 'Videos',
    group_category_id: 1,
    subject_id: 10001,
    chapter_id: 20001,
    order: 1,
    thumbnail: null,
    total_media_time: '00:12:00',
    total_media_time_ms: 720000,
    version: 1,
    language_id: 1,
    crs_id: null,
    old_content_id: null,
    template_id: null,
    service_name: null,
    has_media: true,
    is_online_only: false,
    tag_data: [],
    ...overrides,
  };
}
