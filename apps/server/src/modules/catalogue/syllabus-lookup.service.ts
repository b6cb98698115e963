import type { EntityListQuery, MappingDetailQuery, SyllabusNode } from '@esc/contracts';
import { RackLevel, SyllabusType } from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { IdentityService } from '../identity/identity.module.js';
import { givenId, parseIdList } from './catalogue-rules.js';
import { toSyllabusNode } from './catalogue-mappers.js';
import type { Viewer } from './catalogue-viewer.js';
import type { PaperSourceSlot } from './paper-source.js';
import type { SyllabusTreeRepository } from './syllabus-tree.repository.js';

export type SyllabusLookupService = ReturnType<typeof createSyllabusLookupService>;

/** Look-ups around the tree: e-books, book codes, a user's courses, where a node or a paper sits. */
export function createSyllabusLookupService({
  tree,
  identity,
  papers,
}: {
  tree: SyllabusTreeRepository;
  identity: IdentityService;
  papers: PaperSourceSlot;
}) {
  /** Nodes of a type (48 e-books by default) under a class (the class index) or directly under another node. */
  async function entityList(q: EntityListQuery, viewer: Viewer): Promise<SyllabusNode[]> {
    const id = givenId(q.syllabusId);
    if (!id) return [];
    const typeId = q.syllabusTypeId ?? SyllabusType.EBook;
    const node = await tree.byId(id, viewer.schoolIds);
    if (!node) throw new AppError('NOT_FOUND', { reason: 'catalogue.nodeNotFound' });
    const rows =
      node.syllabus_type_id === SyllabusType.Class && node.board_id
        ? await tree.ofClass(node.board_id, id, viewer.schoolIds, typeId)
        : await tree.children(id, viewer.schoolIds, typeId);
    return rows.map(toSyllabusNode);
  }

  async function bookSyllabusList(boardIds: string | undefined, viewer: Viewer): Promise<SyllabusNode[]> {
    return (await tree.ofBoards(parseIdList(boardIds), SyllabusType.EBook, viewer.schoolIds)).map(toSyllabusNode);
  }

  async function bookCodeDetail(bookCode: string | undefined, viewer: Viewer) {
    const code = bookCode?.trim();
    if (!code) return null;
    const book = await tree.byBookCode(code, viewer.schoolIds);
    if (!book) throw new AppError('NOT_FOUND', { reason: 'catalogue.bookNotFound' });
    const chain = await tree.chain(book.syllabus_id, viewer.schoolIds);
    return { book: toSyllabusNode(book), parent_list: chain.slice(0, -1).map(toSyllabusNode) };
  }

  /** The board and class of each of the user's sections (a parent's active child's), with the class's subjects. */
  async function courseSyllabusList(caller: AuthContext, uuid: string | undefined, viewer: Viewer) {
    const acting = await actingUserFor(caller, uuid, identity);
    const profile = await identity.profile(acting.uuid);
    const pairs = new Map(profile.sections.map((s) => [`${s.board_id}:${s.class_id}`, s]));
    const classIds = [...new Set([...pairs.values()].map((s) => s.class_id))];
    const [classes, subjects] = await Promise.all([
      tree.byIds(classIds, viewer.schoolIds),
      tree.ofClasses(classIds, SyllabusType.Subject, viewer.schoolIds),
    ]);
    const versionOf = new Map(classes.map((c) => [c.syllabus_id, c.version]));
    return [...pairs.values()].map((s) => ({
      board_id: s.board_id,
      board_name: s.board_name,
      class_id: s.class_id,
      class_name: s.class_name,
      version: versionOf.get(s.class_id) ?? 1,
      subject_list: subjects.filter((n) => n.class_id === s.class_id && n.board_id === s.board_id).map(toSyllabusNode),
    }));
  }

  /** Where a node sits (board, class, subject, chapter, topic); with a paper, the paper's node unless one is given. */
  async function mappingDetail(q: MappingDetailQuery, viewer: Viewer) {
    const paperId = givenId(q.paperId);
    const paper = paperId ? (await papers.briefs([paperId]))[0] : undefined;
    if (paperId && !paper) throw new AppError('NOT_FOUND', { reason: 'catalogue.paperNotFound' });
    const id = givenId(q.syllabusId) ?? paper?.syllabus_id ?? null;
    if (!id) return null;
    const chain = await tree.chain(id, viewer.schoolIds);
    const node = chain.at(-1);
    if (!node || node.syllabus_id !== id) throw new AppError('NOT_FOUND', { reason: 'catalogue.nodeNotFound' });
    const at = (pick: (n: (typeof chain)[number]) => boolean) => chain.find(pick)?.syllabus_id ?? null;
    return {
      paper_id: paper?.paper_id ?? null,
      paper_name: paper?.paper_name ?? null,
      group_id: paper?.group_id ?? null,
      syllabus_id: id,
      board_id: node.board_id ?? at((n) => n.syllabus_type_id === SyllabusType.Board),
      class_id: node.class_id,
      subject_id: at((n) => n.syllabus_type_id === SyllabusType.Subject),
      chapter_id: at((n) => n.rack_type_id === RackLevel.Chapter),
      topic_id: at((n) => n.rack_type_id === RackLevel.Topic),
      version: toSyllabusNode(node).version,
      parent_list: chain.slice(0, -1).map(toSyllabusNode),
    };
  }

  return { entityList, bookSyllabusList, bookCodeDetail, courseSyllabusList, mappingDetail };
}
