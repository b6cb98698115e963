import Type from 'typebox';

/** uuids are made in application code (crypto.randomUUID); a pattern keeps validation portable. */
export const Uuid = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  description: 'uuid',
});

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** Integer columns are 32-bit on both engines: an id or count beyond this is refused before anything is written. */
export const MAX_DB_INTEGER = 2_147_483_647;

/** A database id: a whole number from 1 to MAX_DB_INTEGER. */
export const Id = (options: { description?: string } = {}) =>
  Type.Integer({ minimum: 1, maximum: MAX_DB_INTEGER, ...options });

/** An id where 0 means "none" (older clients send it so); bounded like Id. */
export const IdOrZero = (options: { description?: string } = {}) =>
  Type.Integer({ minimum: 0, maximum: MAX_DB_INTEGER, ...options });

/** Digits of a whole number from 1 to MAX_DB_INTEGER, without leading zeros: a regular expression. */
const POSITIVE_INT32_DIGITS =
  '(?:[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|' +
  '21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])';

/** Digits of a whole number from 0 to MAX_DB_INTEGER, without leading zeros: a regular expression. */
export const INT32_DIGITS = `(?:0|${POSITIVE_INT32_DIGITS})`;

/** An id written as digits (legacy clients): 1 to MAX_DB_INTEGER, or 0 too when `zero` is allowed. */
export const IdDigits = (options: { zero?: boolean; empty?: boolean; description?: string } = {}) => {
  const { zero, empty, ...rest } = options;
  const digits = zero ? INT32_DIGITS : POSITIVE_INT32_DIGITS;
  return Type.String({ pattern: `^${digits}${empty ? '?' : ''}$`, maxLength: 10, ...rest });
};

/** An id that older clients send as a number or as digits; bounded like Id. */
export const IdOrDigits = (options: { description?: string } = {}) => Type.Union([Id(), IdDigits()], options);

/**
 * A position in a list (startIndex, endIndex, page numbers): lists of this platform are far shorter,
 * and a position past this is a broken client, refused rather than turned into a scan.
 */
export const MAX_LIST_POSITION = 1_000_000;

/** A 0- or 1-based list position, bounded (MAX_LIST_POSITION). */
export const ListPosition = (options: { minimum?: number; description?: string } = {}) =>
  Type.Integer({ minimum: 0, maximum: MAX_LIST_POSITION, ...options });

/** Fields the specs' clients send on every session call; accepted and not needed by this server. */
export const LegacyCallFields = {
  action: Type.Optional(Type.String({ maxLength: 200 })),
  apikey: Type.Optional(Type.String({ maxLength: 512 })),
  checksum: Type.Optional(Type.String({ maxLength: 512 })),
  enc_type: Type.Optional(
    Type.Union([Type.String({ maxLength: 50 }), Type.Integer({ minimum: 0, maximum: MAX_DB_INTEGER })]),
  ),
};

/** Comma-separated ids in a query (`1,2,3`): at most 100, each from 0 to MAX_DB_INTEGER. */
export const IdList = (options: { description?: string } = {}) =>
  Type.String({ pattern: `^${INT32_DIGITS}(,${INT32_DIGITS}){0,99}$`, maxLength: 1_100, ...options });
