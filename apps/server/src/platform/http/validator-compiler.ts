import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

/**
 * TypeBox validates every part of a request; query and path values are converted from text first.
 * The conversion reads property names as patterns, and the router names a wildcard parameter `*`
 * (an invalid pattern), so a params schema with `*` would answer 500 on every request. Such a
 * schema is checked without conversion: a wildcard and its companions are text anyway.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = (route) => {
  const properties = (route.schema as { properties?: Record<string, unknown> }).properties ?? {};
  if (route.httpPart !== 'params' || !('*' in properties)) return TypeBoxValidatorCompiler(route);
  const check = Compile(route.schema);
  return (value: unknown) => (check.Check(value) ? { value } : { error: check.Errors(value) as never });
};
