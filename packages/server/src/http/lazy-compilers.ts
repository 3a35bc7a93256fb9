import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/**
 * Fastify compiles every route's JSON schemas (Ajv validators, fast-json-stringify serializers)
 * while the server starts: about a third of a second for this API, paid again by every API node
 * at every start. These factories wrap Fastify's own default compilers (same Ajv options, same
 * error objects) so that each schema is compiled the first time a request needs it instead.
 * Behaviour is unchanged; only the moment of compilation moves. See docs/decisions/0006.
 */

type Validator = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type CompileValidator = (route: object) => Validator;
type BuildValidator = (externalSchemas: unknown, options: unknown) => CompileValidator;
type Serialize = (data: unknown) => string;
type BuildSerializer = (externalSchemas: unknown, options: unknown) => (route: object) => Serialize;

/**
 * The compilations not done yet, so a test can force them all (`compileAll`) and a broken schema
 * still fails a test run rather than a user's first request.
 */
export class PendingCompilations {
  private readonly pending = new Set<() => void>();

  add(compile: () => void): () => void {
    this.pending.add(compile);
    return () => this.pending.delete(compile);
  }

  /** Compiles every schema not compiled yet; throws the first compilation error. */
  compileAll(): number {
    const all = [...this.pending];
    for (const compile of all) compile();
    return all.length;
  }
}

/** A validator that compiles on its first call and mirrors Ajv's `errors` afterwards. */
function lazyValidator(compileSchema: () => Validator, pending: PendingCompilations): Validator {
  let compiled: Validator | undefined;
  const done = pending.add(() => compile());
  const compile = (): Validator => {
    if (!compiled) {
      compiled = compileSchema();
      done();
    }
    return compiled;
  };
  const validate: Validator = (data, context) => {
    const validator = compile();
    const result = validator(data, context);
    validate.errors = validator.errors;
    return result;
  };
  // Fastify passes the parent (request) only to Ajv validators, recognised by `schemaEnv`, so that
  // Ajv can coerce a root value in place; keep that behaviour.
  validate.schemaEnv = true;
  return validate;
}

/** Fastify's default validator factory, compiling each schema on first use. */
export function lazyValidatorFactory(
  pending: PendingCompilations,
): NonNullable<CompilersFactory['buildValidator']> {
  const build = AjvCompiler() as unknown as BuildValidator;
  const factory: BuildValidator = (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (route) => lazyValidator(() => compile(route), pending);
  };
  return factory as unknown as NonNullable<CompilersFactory['buildValidator']>;
}

/** Fastify's default serializer factory, compiling each response schema on first use. */
export function lazySerializerFactory(
  pending: PendingCompilations,
): NonNullable<CompilersFactory['buildSerializer']> {
  const build = SerializerSelector() as unknown as BuildSerializer;
  const factory: BuildSerializer = (externalSchemas, options) => {
    const compileSchema = build(externalSchemas, options);
    return (route) => {
      let serialize: Serialize | undefined;
      const done = pending.add(() => compile());
      const compile = (): Serialize => {
        if (!serialize) {
          serialize = compileSchema(route);
          done();
        }
        return serialize;
      };
      return (data) => compile()(data);
    };
  };
  return factory as unknown as NonNullable<CompilersFactory['buildSerializer']>;
}
