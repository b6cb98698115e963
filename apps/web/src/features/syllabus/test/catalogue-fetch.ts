import type { ContentItem, Group, SyllabusNode } from '@esc/contracts';
import { vi } from 'vitest';
import { envelope, errorResponse } from '../../../test/fake-api';

export interface CatalogueCall {
  method: string;
  path: string;
  query: URLSearchParams;
  ifNoneMatch: string | null;
  authorization: string | null;
  body: unknown;
}

export type CatalogueHandler = (call: CatalogueCall) => Response | Promise<Response>;

/**
 * A fake fetch like test/fake-api's, that also hands the handler the query and the
 * If-None-Match header (catalogue calls are told apart by their query).
 */
export function stubCatalogue(handlers: Record<string, CatalogueHandler>) {
  const calls: CatalogueCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init?.headers);
    const call: CatalogueCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      ifNoneMatch: headers.get('If-None-Match'),
      authorization: headers.get('Authorization'),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    if (!handler) return errorResponse(404, 'NOT_FOUND');
    return handler(call);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
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
