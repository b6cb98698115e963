import type { ClassDetailData, ClassDetailQuery, SyllabusData, SyllabusDataQuery } from '@esc/contracts';
import { AggregatorMode, RackLevel, SyllabusType } from '@esc/domain';
import { AppError } from '../../platform/errors/app-error.js';
import { givenId } from './catalogue-rules.js';
import { toContentItems, toSyllabusNode } from './catalogue-mappers.js';
import type { Viewer } from './catalogue-viewer.js';
import type { ContentListRepository } from './content-list.repository.js';
import { assembleGroups } from './group-assembly.js';
import type { GroupsRepository } from './groups.repository.js';
import type { GroupsService } from './groups.service.js';
import { loaded, type VersionedRead } from './http-cache.js';
import type { SyllabusTreeRepository } from './syllabus-tree.repository.js';

export type ClassDetailService = ReturnType<typeof createClassDetailService>;

interface Deps {
  tree: SyllabusTreeRepository;
  content: ContentListRepository;
  groups: GroupsRepository;
  groupsService: GroupsService;
}

const notFound = () => new AppError('NOT_FOUND', { reason: 'catalogue.nodeNotFound' });

/** A class's whole tree (and, offline, its content), and one node's screen (children and group tabs). */
export function createClassDetailService({ tree, content, groups, groupsService }: Deps) {
  /**
   * aggregatorMode 1: the class and every node of it, by level. aggregatorMode 2 (offline, spec 000
   * §1) adds every group and every content item's metadata of the class, so one call fills the
   * offline cache; the version tells the client when to fetch it again.
   */
  async function classDetail(q: ClassDetailQuery, viewer: Viewer): Promise<VersionedRead<ClassDetailData>> {
    const mode = q.aggregatorMode === AggregatorMode.Offline ? AggregatorMode.Offline : AggregatorMode.Default;
    const boardId = givenId(q.boardId);
    const classId = givenId(q.classId);
    if (!boardId || !classId) {
      return loaded([1], {
        version: 1,
        aggregator_mode: mode,
        class_node: null,
        subjects: [],
        chapters: [],
        topics: [],
        e_books: [],
      });
    }
    const scope = await content.scope(classId, null, viewer.schoolIds);
    if (!scope || scope.syllabus_type_id !== SyllabusType.Class || scope.board_id !== boardId) throw notFound();
    const load = async (): Promise<ClassDetailData> => {
      const nodes = (await tree.ofClass(boardId, classId, viewer.schoolIds)).map(toSyllabusNode);
      const data: ClassDetailData = {
        version: scope.version,
        aggregator_mode: mode,
        class_node: nodes.find((n) => n.syllabus_id === classId) ?? null,
        subjects: nodes.filter((n) => n.syllabus_type_id === SyllabusType.Subject),
        chapters: nodes.filter(
          (n) => n.rack_type_id === RackLevel.Chapter && n.syllabus_type_id !== SyllabusType.EBook,
        ),
        topics: nodes.filter(
          (n) =>
            (n.rack_type_id === RackLevel.Topic || n.rack_type_id === RackLevel.SubSubject) &&
            n.syllabus_type_id !== SyllabusType.EBook,
        ),
        e_books: nodes.filter((n) => n.syllabus_type_id === SyllabusType.EBook),
      };
      if (mode !== AggregatorMode.Offline) return data;
      const [rows, tags, groupRows] = await Promise.all([
        content.ofClass(boardId, classId, viewer.schoolIds),
        content.tagsOfClass(boardId, classId),
        groups.all(),
      ]);
      const counts = new Map<number, number>();
      for (const r of rows) counts.set(r.group_id, (counts.get(r.group_id) ?? 0) + 1);
      return {
        ...data,
        groups: assembleGroups(groupRows, { counts, userTypeId: viewer.userTypeId }),
        contents: toContentItems(rows, tags),
      };
    };
    return { versions: [scope.version], load };
  }

  /** A node (a chapter screen): the node, its children (topics) and its group tabs with counts. */
  async function syllabusData(q: SyllabusDataQuery, viewer: Viewer): Promise<VersionedRead<SyllabusData>> {
    const id = givenId(q.syllabusId) ?? givenId(q.classId);
    if (!id) return loaded([1], { version: 1, syllabus: null, child_list: [], group_list: [] });
    const groupRead = await groupsService.underNode(id, viewer, { languageId: q.languageId });
    return {
      versions: [groupRead.version],
      load: async () => {
        const [node, children, groupList] = await Promise.all([
          tree.byId(id, viewer.schoolIds),
          tree.children(id, viewer.schoolIds),
          groupRead.load(),
        ]);
        if (!node) throw notFound();
        return {
          version: groupRead.version,
          syllabus: toSyllabusNode(node),
          child_list: children.map(toSyllabusNode),
          group_list: groupList,
        };
      },
    };
  }

  return { classDetail, syllabusData };
}
