import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';

type Check = ReturnType<typeof Compile>;

/**
 * TypeBox writes and compiles a checking function for each part of each route's schema when the app
 * boots. Every app built in one process has the same routes over the same schema objects (the tests
 * build one or more per file, and a worker runs many files), so each schema object is compiled once
 * per process. Keyed by the object, not its text: TypeBox keeps what a schema is in properties that
 * JSON leaves out.
 */
const compiled = new WeakMap<object, Check>();

function checkOf(schema: TSchema): Check {
  let check = compiled.get(schema);
  if (!check) {
    check = Compile(schema);
    compiled.set(schema, check);
  }
  return check;
}

/**
 * As @fastify/type-provider-typebox's compiler: query, path and header values are converted from
 * text first. The conversion reads property names as patterns, and the router names a wildcard
 * parameter `*` (an invalid pattern), so a params schema with `*` would answer 500 on every request.
 * Such a schema is checked without conversion: a wildcard and its companions are text anyway.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = checkOf(schema);
  const properties = (schema as { properties?: Record<string, unknown> }).properties ?? {};
  const convert = httpPart !== 'body' && !(httpPart === 'params' && '*' in properties);
  return (value: unknown) => {
    const converted = convert ? Value.Convert(schema, value) : value;
    return check.Check(converted) ? { value: converted } : { error: check.Errors(converted) as never };
  };
};
