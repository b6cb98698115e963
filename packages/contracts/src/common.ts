import Type from 'typebox';

/** uuids are made in application code (crypto.randomUUID); a pattern keeps validation portable. */
export const Uuid = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  description: 'uuid',
});

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** Fields the specs' clients send on every session call; accepted and not needed by this server. */
export const LegacyCallFields = {
  action: Type.Optional(Type.String()),
  apikey: Type.Optional(Type.String()),
  checksum: Type.Optional(Type.String()),
  enc_type: Type.Optional(Type.Union([Type.String(), Type.Integer()])),
};

/** Integer columns are 32-bit on both engines: an id or count beyond this is refused before anything is written. */
export const MAX_DB_INTEGER = 2_147_483_647;

/** A database id: a whole number from 1 to MAX_DB_INTEGER. */
export const Id = (options: { description?: string } = {}) =>
  Type.Integer({ minimum: 1, maximum: MAX_DB_INTEGER, ...options });

/** An id that older clients send as a number or as digits; bounded like Id. */
export const IdOrDigits = (options: { description?: string } = {}) =>
  Type.Union([Id(), Type.String({ pattern: '^[1-9][0-9]{0,9}$', maxLength: 10 })], options);
