import { SCHEDULE_RANGE_DAYS_MAX, type LiveClassListData, type MyScheduleBody } from '@esc/contracts';
import { addCalendarDays, liveClassesShownUntil, localDate, localDateTimeToMs, timeZoneOfCountry } from '@esc/domain';
import { createBoundedCache } from '../../platform/cache/bounded-cache.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { checkedDay } from '../../platform/http/wire-days.js';
import { readerLanguage } from '../../platform/i18n/reader-language.js';
import type { LiveClassAudience, ScheduleReader } from './live-class-audience.js';
import type { LiveClassViews } from './live-class-views.js';
import { invalid, iso, type LiveClassesDeps } from './live-classes-ports.js';
import { WEEK_MAX_AGE_MS, type WeekAnswerCache } from './week-answer-cache.js';

type Deps = Pick<LiveClassesDeps, 'sections' | 'clock' | 'repos'> & {
  audience: Pick<LiveClassAudience, 'readerOf' | 'reaches'>;
  views: LiveClassViews;
  /** Kept weeks; without it every read is built. */
  weeks?: WeekAnswerCache;
};

/** Whose week and which days a call asks for. */
interface WeekAsked {
  reader: ScheduleReader;
  country: string | null;
  start: string;
  end: string;
}

export type LearnerWeek = ReturnType<typeof createLearnerWeek>;

/**
 * A learner's (or a parent's active child's) classes from start_date to end_date, their school's
 * days (default: the seven from today). Who the learner is and their sections are read on every
 * call, so a learner moved out of a section, or a parent no longer linked, is seen at once; the
 * classes shown for those sections and days are kept (week-answer-cache.ts).
 */
export function createLearnerWeek({ sections, clock, repos, audience, views, weeks }: Deps) {
  // A school's country (its time zone) changes through no call of the product; kept briefly.
  const countries = createBoundedCache<{ country: string | null; at: number }>({ maxEntries: 5000, maxBytes: 1e6 });

  async function countryOf(schoolId: number | undefined): Promise<string | null> {
    if (schoolId === undefined) return null;
    const now = clock();
    const kept = countries.get(String(schoolId));
    if (kept && now >= kept.at && now - kept.at < WEEK_MAX_AGE_MS) return kept.country;
    const [school] = await sections.schoolsByIds([schoolId]);
    const country = school?.country_iso ?? null;
    countries.set(String(schoolId), { country, at: now }, 16);
    return country;
  }

  async function asked(caller: AuthContext, body: MyScheduleBody): Promise<WeekAsked> {
    const reader = await audience.readerOf(caller, body.uuid);
    const country = await countryOf(reader.schoolIds[0]);
    const start = body.start_date ? checkedDay(body.start_date, 'start_date') : localDate(clock(), country);
    const end = body.end_date ? checkedDay(body.end_date, 'end_date') : addCalendarDays(start, 6);
    if (end < start) throw invalid('end_date', { reason: 'liveClasses.endBeforeStart' });
    if (addCalendarDays(start, SCHEDULE_RANGE_DAYS_MAX - 1) < end) {
      throw invalid('end_date', { reason: 'liveClasses.rangeTooLong', params: { days: SCHEDULE_RANGE_DAYS_MAX } });
    }
    return { reader, country, start, end };
  }

  async function build({ reader, country, start, end }: WeekAsked) {
    const from = localDateTimeToMs(start, '00:00', country);
    const to = localDateTimeToMs(addCalendarDays(end, 1), '00:00', country);
    const rows = await repos.liveClasses.ofSections([...reader.sectionIds], iso(from), iso(to));
    const mine = rows.filter((r) => audience.reaches(r, reader));
    const data: LiveClassListData = { classes: await views.views(mine, false), time_zone: timeZoneOfCountry(country) };
    const times = mine.map((r) => ({ startMs: Date.parse(r.start_at), durationMinutes: r.duration_minutes }));
    return { data, times };
  }

  /** The week as the route sends it: encode serializes the data as the route's answer. */
  async function answer(
    caller: AuthContext,
    body: MyScheduleBody,
    encode: (data: LiveClassListData) => string,
  ): Promise<Buffer | string> {
    const week = await asked(caller, body);
    if (!weeks) return encode((await build(week)).data);
    const { reader, start, end } = week;
    const key = weeks.keyOf({
      schoolIds: reader.schoolIds,
      sectionIds: reader.sectionIds,
      start,
      end,
      language: readerLanguage(),
    });
    const before = clock();
    const found = weeks.lookup(key, before);
    if ('hit' in found) return found.hit;
    const { data, times } = await build(week);
    // The cards were shown at a moment between before and now: kept from now only while no start or
    // end came since before (one did: it is kept for no time at all).
    const shownUntil = liveClassesShownUntil(times, before);
    return weeks.store(key, { version: found.version, builtAt: clock(), shownUntil, body: encode(data) });
  }

  return { answer };
}
