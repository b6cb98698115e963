import type { BoardClassListData } from '@esc/contracts';
import { viewerFromAuth } from './catalogue-viewer.js';
import type { SyllabusTreeService } from './syllabus-tree.service.js';

/** The boards a guest sees (the platform catalogue, India) and each board's classes. */
export function boardClassesOf(tree: SyllabusTreeService) {
  const guest = viewerFromAuth(null, []);
  return async (): Promise<BoardClassListData['boards']> => {
    const boards = await tree.boardList(guest);
    return Promise.all(
      boards.map(async (board) => {
        const classes = await (await tree.childList({ boardId: board.syllabus_id }, guest)).load();
        return {
          board_id: board.syllabus_id,
          board_name: board.syllabus_name,
          classes: classes.child_list.map((c) => ({ class_id: c.syllabus_id, class_name: c.syllabus_name })),
        };
      }),
    );
  };
}
