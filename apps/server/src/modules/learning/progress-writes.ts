import { isContentComplete } from '@esc/domain';
import type { Db } from '../../db/database.js';
import type { Completion, PostResult } from './progress-posts.repository.js';
import type { ProgressPost, ProgressRepository } from './progress.repository.js';

/**
 * The records the posts of one transaction completed, by the completion rule of spec 000 §4
 * (isContentComplete in packages/domain): a record is complete from the first post that brings it
 * to its target, and the answers to the later posts of the transaction (retries too) read complete
 * with that time. A record that was complete stays as it was. `results` are the records as each post
 * left them, in the posts' order.
 */
export function completionsOf(
  posts: readonly ProgressPost[],
  results: readonly PostResult[],
): { results: PostResult[]; completions: Completion[] } {
  const since = new Map<string, string>();
  const completions: Completion[] = [];
  const answered = results.map((result, i) => {
    const post = posts[i]!;
    const { row } = result;
    if (row.is_complete === 1) return result;
    const key = `${post.uuid}:${post.recordKey}`;
    let at = since.get(key);
    if (at === undefined && !result.duplicate && isContentComplete(row.total_consumption_ms, row.total_media_ms)) {
      at = post.now;
      since.set(key, at);
      completions.push({ uuid: post.uuid, recordKey: post.recordKey, completedAt: at });
    }
    return at === undefined ? result : { ...result, row: { ...row, is_complete: 1, completed_at: at } };
  });
  return { results: answered, completions };
}

/**
 * Progress posts in one transaction (one commit acknowledges them all): the repository applies them,
 * the completion rule decides here which records they completed, and the repository marks those
 * before the commit.
 */
export async function recordProgressPosts(
  repo: Pick<ProgressRepository, 'inTransaction'>,
  posts: readonly ProgressPost[],
  /** Called in the transaction once the posts are written (the service publishes their events there). */
  written?: (trx: Db, posts: readonly ProgressPost[], results: readonly PostResult[]) => Promise<void>,
): Promise<PostResult[]> {
  return repo.inTransaction(async (writes) => {
    const { results, completions } = completionsOf(posts, await writes.applyPosts(posts));
    await writes.markComplete(completions);
    await written?.(writes.transaction, posts, results);
    return results;
  });
}
