import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';

/**
 * Fastify compiles a serializer for each response schema of each route when the app boots, writing
 * and compiling code for every one: over a second for this API. Most routes answer errors with the
 * same schemas, and every app built in one process has the same routes (the tests build one or more
 * per file, and a worker runs many files), so each distinct schema is compiled once per process. The
 * server registers no shared schemas and no serializer options, so a schema's text decides its
 * serializer, as it does for Fastify's own compiler.
 */
const serializers = new Map<string, (data: unknown) => string>();

export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const key = JSON.stringify(schema);
  let serialize = serializers.get(key);
  if (!serialize) {
    serialize = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]);
    serializers.set(key, serialize);
  }
  return serialize;
};
