import type {
  BoardDetailData,
  BoardDetailQuery,
  ChildListData,
  ChildListQuery,
  GetChildQuery,
  GetParentQuery,
  ParentDetailData,
  ParentDetailQuery,
  RackDetailQuery,
  SyllabusChild,
  SyllabusNode,
  SyllabusNodeWithChildren,
} from '@esc/contracts';
import { isBoardVisible, SyllabusType } from '@esc/domain';
import { AppError } from '../../platform/errors/app-error.js';
import type { IdentityService } from '../identity/identity.module.js';
import { givenId, parseIdList } from './catalogue-rules.js';
import { toSyllabusChild, toSyllabusNode } from './catalogue-mappers.js';
import type { Viewer } from './catalogue-viewer.js';
import { loaded, type VersionedRead } from './http-cache.js';
import type { NodeRow, SyllabusTreeRepository } from './syllabus-tree.repository.js';

export type SyllabusTreeService = ReturnType<typeof createSyllabusTreeService>;

const notFound = () => new AppError('NOT_FOUND', { reason: 'catalogue.nodeNotFound' });

/** Browsing the tree: boards, children, ancestors, nodes by id. */
export function createSyllabusTreeService({
  tree,
  identity,
}: {
  tree: SyllabusTreeRepository;
  identity: IdentityService;
}) {
  async function nodeOrThrow(id: number, viewer: Viewer): Promise<NodeRow> {
    const node = await tree.byId(id, viewer.schoolIds);
    if (!node) throw notFound();
    return node;
  }

  function withChildren(node: NodeRow, children: readonly NodeRow[]): SyllabusNodeWithChildren {
    return { ...toSyllabusNode(node), child_list: children.map(toSyllabusNode) };
  }

  /**
   * Boards the viewer may see (spec 001 §5, spec 000 §6): by the signed-in user's country (India
   * for guests), and teachers never see the entrance-test boards.
   */
  async function boardList(viewer: Viewer): Promise<SyllabusNode[]> {
    const boards = await tree.boards();
    const signedIn = viewer.auth && !viewer.auth.guest ? viewer.auth : null;
    const countryIso = signedIn ? (await identity.profile(signedIn.uuid)).country_iso : 'IN';
    return boards
      .filter((b) =>
        isBoardVisible({ boardId: b.syllabus_id, countryIso, userTypeId: signedIn ? viewer.userTypeId : null }),
      )
      .map(toSyllabusNode);
  }

  /** Children of a node, or the classes of a board when only the board is given. */
  async function childList(q: ChildListQuery, viewer: Viewer): Promise<VersionedRead<ChildListData>> {
    const parentId = givenId(q.syllabusId) ?? givenId(q.boardId);
    if (!parentId) return loaded([1], { version: 1, parent: null, child_list: [] });
    const [parent, children] = await Promise.all([
      nodeOrThrow(parentId, viewer),
      tree.children(parentId, viewer.schoolIds),
    ]);
    const node = toSyllabusNode(parent);
    // Under a board every class has its own version: the list changes when any of them does.
    const versions = parent.class_id == null ? children.map((c) => c.version) : [parent.version];
    return loaded(versions, { version: node.version, parent: node, child_list: children.map(toSyllabusNode) });
  }

  async function parentDetail(q: ParentDetailQuery, viewer: Viewer): Promise<VersionedRead<ParentDetailData>> {
    const id = givenId(q.syllabusId);
    if (!id) return loaded([1], { version: 1, syllabus: null, parent_list: [] });
    const chain = await tree.chain(id, viewer.schoolIds);
    const node = chain.at(-1);
    if (!node || node.syllabus_id !== id) throw notFound();
    const children = q.detailFlag === 1 ? await tree.children(id, viewer.schoolIds) : [];
    return loaded([node.version], {
      version: toSyllabusNode(node).version,
      syllabus: withChildren(node, children),
      parent_list: chain.slice(0, -1).map(toSyllabusNode),
    });
  }

  async function syllabusDetail(
    syllabusId: number | undefined,
    viewer: Viewer,
  ): Promise<SyllabusNodeWithChildren | null> {
    const id = givenId(syllabusId);
    if (!id) return null;
    const [node, children] = await Promise.all([nodeOrThrow(id, viewer), tree.children(id, viewer.schoolIds)]);
    return withChildren(node, children);
  }

  async function syllabusInfo(ids: readonly number[], viewer: Viewer): Promise<SyllabusNode[]> {
    const rows = await tree.byIds([...new Set(ids)], viewer.schoolIds);
    const byId = new Map(rows.map((r) => [r.syllabus_id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toSyllabusNode(row)] : [];
    });
  }

  async function boardDetail(q: BoardDetailQuery, viewer: Viewer): Promise<VersionedRead<BoardDetailData>> {
    const boardId = givenId(q.boardId);
    const classId = givenId(q.classId);
    if (!boardId) return loaded([1], { version: 1, board: null, class_node: null, subject_list: [] });
    const [board, classNode, subjects] = await Promise.all([
      nodeOrThrow(boardId, viewer),
      classId ? nodeOrThrow(classId, viewer) : undefined,
      classId ? tree.children(classId, viewer.schoolIds, SyllabusType.Subject) : [],
    ]);
    if (board.syllabus_type_id !== SyllabusType.Board || (classNode && classNode.board_id !== boardId))
      throw notFound();
    const version = classNode?.version ?? 1;
    return loaded([version], {
      version,
      board: toSyllabusNode(board),
      class_node: classNode ? toSyllabusNode(classNode) : null,
      subject_list: subjects.map(toSyllabusNode),
    });
  }

  /** GET /syllabus/getChild: classes of a board, subjects of a class (spec 002 §7.1), or any node's children. */
  async function getChild(q: GetChildQuery, viewer: Viewer): Promise<VersionedRead<SyllabusChild[]>> {
    const parentId = givenId(q.containerId) ?? givenId(q.boardId);
    if (!parentId) return loaded([1], []);
    const children = await tree.children(parentId, viewer.schoolIds);
    return loaded(
      children.map((c) => c.version),
      children.map(toSyllabusChild),
    );
  }

  /** GET /syllabus/getParent: the ancestors of a container, board first; resultType parent/1 keeps only the direct parent. */
  async function getParent(q: GetParentQuery, viewer: Viewer): Promise<VersionedRead<SyllabusChild[]>> {
    const id = givenId(q.containerId);
    if (!id) return loaded([1], []);
    const chain = await tree.chain(id, viewer.schoolIds);
    const node = chain.at(-1);
    if (!node || node.syllabus_id !== id) throw notFound();
    const ancestors = chain.slice(0, -1);
    const onlyParent = q.resultType === '1' || q.resultType?.toLowerCase() === 'parent';
    return loaded([node.version], (onlyParent ? ancestors.slice(-1) : ancestors).map(toSyllabusChild));
  }

  /** GET /syllabus/v2/getRackDetail: racks by id, held to the board when one is given. */
  async function rackDetail(q: RackDetailQuery, viewer: Viewer): Promise<SyllabusChild[]> {
    const ids = parseIdList(q.rackIds);
    const boardId = givenId(q.boardId);
    const rows = await tree.byIds(ids, viewer.schoolIds);
    return rows
      .filter((r) => !boardId || r.board_id === boardId || r.syllabus_id === boardId)
      .sort((a, b) => ids.indexOf(a.syllabus_id) - ids.indexOf(b.syllabus_id))
      .map(toSyllabusChild);
  }

  return {
    nodeOrThrow,
    boardList,
    childList,
    parentDetail,
    syllabusDetail,
    syllabusInfo,
    boardDetail,
    getChild,
    getParent,
    rackDetail,
  };
}
