import type { AppRatingsData, UserRatingBody, UserRatingData } from '@esc/contracts';
import { isStaff, shouldAskForRating } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import type { PlatformFeedbackRepository, RatingRow } from './platform-feedback.repository.js';

export type RatingsService = ReturnType<typeof createRatingsService>;

const parse = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

/** The app rating (spec 002 §4.7): a person's own rating and when to ask, and everyone's counted. */
/** Who is asked: a staff member never, a new person not before 72 hours (the rule's own window). */
interface RatingAsker {
  uuid: string;
  isStaff: boolean;
  joinedAt: string | null;
}

export function createRatingsService({
  repo,
  clock,
  joinedAt,
}: {
  repo: PlatformFeedbackRepository;
  clock: () => number;
  /** When the person's account was made (identity's). */
  joinedAt: (uuid: string) => Promise<string | null>;
}) {
  function answer(asker: RatingAsker, row: RatingRow | undefined, nowMs: number): UserRatingData {
    const { uuid } = asker;
    const rating = row?.rating ?? null;
    return {
      uuid,
      rating,
      comment: row?.comment ?? null,
      rated_at: row?.rated_at ?? null,
      last_asked_at: row?.last_asked_at ?? null,
      // The web is never the Elevate app (002 §4.7 hides the prompt only there).
      show_prompt: shouldAskForRating({
        rating,
        lastAskedMs: parse(row?.last_asked_at ?? null),
        lastRatedMs: parse(row?.rated_at ?? null),
        nowMs,
        isElevateApp: false,
        joinedMs: parse(asker.joinedAt),
        isStaff: asker.isStaff,
      }),
    };
  }

  /** getUserRatingData: reads the caller's rating; with `rating` records one, with `asked` records the ask. */
  async function userRating(
    caller: Pick<AuthContext, 'uuid' | 'userTypeId'>,
    body: UserRatingBody,
  ): Promise<UserRatingData> {
    const { uuid } = caller;
    const asker: RatingAsker = { uuid, isStaff: isStaff(caller.userTypeId), joinedAt: await joinedAt(uuid) };
    const nowMs = clock();
    const now = new Date(nowMs).toISOString();
    const before = await repo.ratingOf(uuid);
    if (body.rating === undefined && !body.asked) return answer(asker, before, nowMs);
    const row: RatingRow = {
      uuid,
      rating: body.rating ?? before?.rating ?? null,
      comment: body.rating !== undefined ? body.comment?.trim() || null : (before?.comment ?? null),
      rated_at: body.rating !== undefined ? now : (before?.rated_at ?? null),
      // Rating is an answer to the prompt: either way the person was asked now.
      last_asked_at: now,
    };
    await repo.saveRating(row);
    return answer(asker, row, nowMs);
  }

  async function appRatings(): Promise<AppRatingsData> {
    const counts = await repo.ratingCounts();
    const total = counts.reduce((sum, c) => sum + c.count, 0);
    const sum = counts.reduce((acc, c) => acc + c.rating * c.count, 0);
    return {
      rating_count: total,
      average: total === 0 ? null : Math.round((sum / total) * 10) / 10,
      stars: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: counts.find((c) => c.rating === rating)?.count ?? 0 })),
    };
  }

  return { userRating, appRatings };
}
