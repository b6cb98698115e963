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
