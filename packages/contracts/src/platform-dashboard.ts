import Type, { type Static } from 'typebox';
import { IdOrDigits, LegacyCallFields, Nullable, Uuid } from './common.js';

// The platform's small calls for the dashboard and the app shell (spec 001 §7, 002 §7.2): the
// institute a person's dashboard opens on, the integrated (aggregator) dashboard's items, the
// country, web-gate flags and the two static JSON files.

/**
 * POST /cognito-login-service/auth/dashboardSync: the institute (school_id) the caller's dashboard
 * opens on, kept on the server so every device opens the same one. Without `institute`: read it.
 */
export const DashboardSyncBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  institute: Type.Optional(IdOrDigits({ description: 'school_id of one of the caller’s schools' })),
});
export type DashboardSyncBody = Static<typeof DashboardSyncBody>;

export const DashboardSyncData = Type.Object({
  uuid: Type.String(),
  /** null: never chosen; the dashboard opens on the person's first school. */
  institute: Nullable(Type.Integer()),
  institute_name: Nullable(Type.String()),
  synced_at: Nullable(Type.String()),
});
export type DashboardSyncData = Static<typeof DashboardSyncData>;

const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
const Flag = Type.Union([Type.Literal(0), Type.Literal(1), Type.Boolean()]);

export const AggregatorDashboardQuery = Type.Object({
  action: Type.Literal('captureDashboardData_Ax'),
});
export type AggregatorDashboardQuery = Static<typeof AggregatorDashboardQuery>;

/**
 * POST /dashboard/v2?action=captureDashboardData_Ax (001 §7): what a learner has to do between two
 * days, for a school's integrated dashboard. The learner is the caller, or a parent's linked child.
 * list_hw, all_assignments and isLiveClass choose the kinds (homework by default); assigned_by_type
 * 1 keeps what the school assigned, 2 what a parent assigned.
 */
export const AggregatorDashboardBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  schedule_start_date: IsoDay,
  schedule_end_date: IsoDay,
  all_assignments: Type.Optional(Flag),
  list_hw: Type.Optional(Flag),
  isLiveClass: Type.Optional(Flag),
  interest: Type.Optional(Type.Array(IdOrDigits(), { maxItems: 50, description: 'class ids the learner follows' })),
  list_type: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
  aggregator_action: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
  recommended_by: Type.Optional(Type.String({ maxLength: 100 })),
  all_recommendations: Type.Optional(Flag),
  assigned_by_type: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
});
export type AggregatorDashboardBody = Static<typeof AggregatorDashboardBody>;

export const DashboardItem = Type.Object({
  kind: Type.Union([Type.Literal('homework'), Type.Literal('assessment'), Type.Literal('live_class')]),
  id: Type.Integer({ description: 'assign_id of the homework or paper; the lecture id of a live class' }),
  title: Type.String(),
  school_id: Nullable(Type.Integer()),
  starts_at: Type.String(),
  due_at: Type.String(),
  status: Type.String({
    description:
      'as the item’s own list says it (homework: upcoming, due, overdue, done, done_late; assessment: upcoming, open, in_progress, submitted, results_out, missed)',
  }),
  is_parent_assigned: Type.Integer(),
  /** The web route that opens it. */
  link: Type.String(),
});
export type DashboardItem = Static<typeof DashboardItem>;

export const AggregatorDashboardData = Type.Object({
  uuid: Type.String(),
  schedule_start_date: Type.String(),
  schedule_end_date: Type.String(),
  /** The kinds this server can answer now; a kind asked for and not listed is not built yet. */
  kinds: Type.Array(Type.String()),
  items: Type.Array(DashboardItem),
});
export type AggregatorDashboardData = Static<typeof AggregatorDashboardData>;

/** GET /platform/countryName: the signed-in person's country, else India (001 §8: failure defaults to India). */
export const CountryNameData = Type.Object({
  country_iso: Type.String(),
  country_name: Type.String(),
  source: Type.Union([Type.Literal('account'), Type.Literal('default')]),
});
export type CountryNameData = Static<typeof CountryNameData>;

/** GET /platform/webGateFlag?flag=IOS_WALLET_ENABLE (002 §7.2). */
export const WebGateFlagQuery = Type.Object({
  flag: Type.Literal('IOS_WALLET_ENABLE'),
});
export type WebGateFlagQuery = Static<typeof WebGateFlagQuery>;

export const WebGateFlagData = Type.Object({
  flag: Type.String(),
  enabled: Type.Boolean(),
});
export type WebGateFlagData = Static<typeof WebGateFlagData>;

/** GET /static/boardClassList.json: the platform catalogue's boards with their classes. */
export const BoardClassListData = Type.Object({
  boards: Type.Array(
    Type.Object({
      board_id: Type.Integer(),
      board_name: Type.String(),
      classes: Type.Array(Type.Object({ class_id: Type.Integer(), class_name: Type.String() })),
    }),
  ),
});
export type BoardClassListData = Static<typeof BoardClassListData>;

/**
 * GET /static/zoomSettings.json: what a browser needs to know of Zoom before a live class. Only
 * public values: whether Zoom is configured and its SDK key (never a secret).
 */
export const ZoomSettingsData = Type.Object({
  enabled: Type.Boolean(),
  sdk_key: Nullable(Type.String()),
});
export type ZoomSettingsData = Static<typeof ZoomSettingsData>;
