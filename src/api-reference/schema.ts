import {z} from 'zod';

/**
 * The shape of one API reference data file (`api/**\/*.yaml`). Every object is
 * strict, so a misspelt field fails validation instead of vanishing from the
 * page. Descriptions are Markdown (MDX) written by us.
 */

const markdown = z.string().trim().min(1, 'must not be empty');

/** A Python type expression as written in a signature, such as `Optional[AssetKey]`. */
const typeExpression = z.string().trim().min(1);

const lifecycleStage = z.enum(['preview', 'beta', 'superseded', 'deprecated']);

export const statusSchema = z
  .object({
    stage: lifecycleStage,
    /** Dagster version that introduced this stage, such as `1.9.0`. */
    since: z.string().regex(/^\d+\.\d+(\.\d+)?$/).optional(),
    /** Python path of what to use instead (required for superseded and deprecated). */
    replacement: z.string().optional(),
    /** Version in which a deprecated symbol will be removed, such as `2.0`. */
    removal: z.string().regex(/^\d+\.\d+(\.\d+)?$/).optional(),
    note: markdown.optional(),
  })
  .strict()
  .superRefine((status, ctx) => {
    if ((status.stage === 'deprecated' || status.stage === 'superseded') && !status.replacement && !status.note) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `a ${status.stage} symbol needs "replacement" or a "note" saying what to use instead`,
      });
    }
  });

export const parameterSchema = z
  .object({
    name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be a Python identifier'),
    type: typeExpression.optional(),
    /** The default as Python source, such as `None` or `"UTC"`. Omitted means required. */
    default: z.string().optional(),
    /** How the parameter is passed; omitted means positional or keyword. */
    kind: z.enum(['positional_only', 'keyword_only', 'var_positional', 'var_keyword']).optional(),
    /** Lifecycle stage of this one parameter (`@beta_param`, `@deprecated_param`...). */
    status: statusSchema.optional(),
    description: markdown,
  })
  .strict();

const returnsSchema = z.object({type: typeExpression, description: markdown}).strict();

const raisesSchema = z.object({type: typeExpression, description: markdown}).strict();

/** A Python example: a snippet file (checked by pyflakes), optionally one marker of it. */
const pythonExampleSchema = z
  .object({
    title: z.string().trim().min(1).optional(),
    description: markdown.optional(),
    /** Path under `snippets/`, such as `api/python_api/assets/asset_basic.py`. */
    file: z.string().regex(/^api\/[\w/.-]+\.py$/, 'must be a .py file under snippets/api/'),
    marker: z.string().regex(/^[\w-]+$/).optional(),
  })
  .strict();

/** A non-Python example (shell, YAML, JSON, HTTP): inline, since nothing can lint it. */
const inlineExampleSchema = z
  .object({
    title: z.string().trim().min(1).optional(),
    description: markdown.optional(),
    language: z.enum(['bash', 'shell', 'yaml', 'json', 'toml', 'text', 'http', 'sql']),
    code: z.string().trim().min(1),
  })
  .strict();

export const exampleSchema = z.union([pythonExampleSchema, inlineExampleSchema]);

const enumValueSchema = z.object({name: z.string().min(1), description: markdown}).strict();

const pythonKind = z.enum([
  'decorator',
  'class',
  'function',
  'method',
  'property',
  'attribute',
  'enum',
  'constant',
  'exception',
]);

const memberKind = z.enum(['method', 'property', 'attribute', 'classmethod', 'staticmethod']);

export const memberSchema = z
  .object({
    /** Full Python path: `dagster.AssetSpec.replace_attributes`. */
    path: z.string().regex(/^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)+$/),
    kind: memberKind,
    params: z.array(parameterSchema).optional(),
    type: typeExpression.optional(),
    returns: returnsSchema.optional(),
    raises: z.array(raisesSchema).optional(),
    status: statusSchema.optional(),
    description: markdown,
    examples: z.array(exampleSchema).optional(),
  })
  .strict();

export const pythonSymbolSchema = z
  .object({
    /** Full Python path, also the anchor: `dagster.asset`, `dagster_aws.s3.S3Resource`. */
    path: z.string().regex(/^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)+$/, 'must be a dotted Python path'),
    kind: pythonKind,
    /**
     * Parameters of the callable (the constructor for a class). Omit for a
     * symbol that is not called; use [] for a callable without parameters.
     */
    params: z.array(parameterSchema).optional(),
    /** Classes this one extends, as Python paths or names. */
    bases: z.array(typeExpression).optional(),
    /**
     * True when the constructor also takes the parameters of the documented
     * bases: they are rendered from the base's own entry under "Inherited
     * from <base>" (and in the signature), so they are written down once.
     */
    inherit_params: z.boolean().optional(),
    /** Type of a constant or attribute. */
    type: typeExpression.optional(),
    returns: returnsSchema.optional(),
    raises: z.array(raisesSchema).optional(),
    status: statusSchema.optional(),
    description: markdown,
    /** Members of an enum. */
    values: z.array(enumValueSchema).optional(),
    members: z.array(memberSchema).optional(),
    examples: z.array(exampleSchema).optional(),
    /**
     * False for a class that Dagster builds and hands to you (a context, a
     * definition returned by a decorator); such classes need no example.
     */
    user_constructed: z.boolean().optional(),
  })
  .strict();

export const cliOptionSchema = z
  .object({
    /** As typed: `-p, --port`. */
    flags: z.string().regex(/^-/, 'must start with a dash'),
    /** Placeholder for the option's value, such as `PORT`; omitted for a switch. */
    value: z.string().optional(),
    default: z.string().optional(),
    description: markdown,
  })
  .strict();

const cliCommandFields = {
  /** The full command as typed: `dagster asset materialize`; its anchor is `dagster-asset-materialize`. */
  command: z.string().regex(/^[a-z][\w-]*( [a-z][\w-]*)*$/),
  kind: z.literal('cli-command'),
  usage: z.string().trim().min(1),
  description: markdown,
  arguments: z.array(z.object({name: z.string().min(1), description: markdown}).strict()).optional(),
};

export const cliSubcommandSchema = z
  .object({
    ...cliCommandFields,
    options: z.array(cliOptionSchema).optional(),
    examples: z.array(inlineExampleSchema).optional(),
  })
  .strict();

export const cliCommandSchema = z
  .object({
    ...cliCommandFields,
    options: z.array(cliOptionSchema).optional(),
    examples: z.array(inlineExampleSchema).optional(),
    /** Commands of a group such as `dagster asset`, rendered under it. */
    subcommands: z.array(cliSubcommandSchema).optional(),
  })
  .strict();

export const restFieldSchema = z
  .object({
    name: z.string().min(1),
    type: z.string().min(1),
    required: z.boolean(),
    description: markdown,
  })
  .strict();

export const restEndpointSchema = z
  .object({
    /** Stable anchor for the endpoint, such as `report_asset_materialization`. */
    id: z.string().regex(/^[a-z][a-z0-9_]*$/),
    kind: z.literal('rest-endpoint'),
    method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
    url: z.string().regex(/^\/\S+$/),
    description: markdown,
    fields: z.array(restFieldSchema),
    response: z.string().trim().min(1).optional(),
    examples: z.array(inlineExampleSchema).min(1),
  })
  .strict();

/**
 * A symbol documented in full on another page but listed here too (such as
 * `reconstructable` on both Jobs and Execution): it gets its anchor here and a
 * link to the full entry.
 */
export const refSchema = z.object({ref: z.string().regex(/^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)+$/)}).strict();

export const symbolSchema = z.union([pythonSymbolSchema, cliCommandSchema, restEndpointSchema, refSchema]);

export const sectionSchema = z
  .object({
    title: z.string().trim().min(1),
    intro: markdown.optional(),
    symbols: z.array(symbolSchema).min(1),
  })
  .strict();

/**
 * What a data file was checked against: the Dagster release and the source files
 * read (paths in the dagster-io/dagster repository, with the stored commit when
 * known), so a reviewer can repeat the check.
 */
export const verificationSchema = z
  .object({
    /** Dagster release the entries were checked against, such as `1.10.11`. */
    version: z.string().regex(/^\d+\.\d+\.\d+$/),
    sources: z
      .array(
        z
          .object({
            path: z.string().trim().min(1),
            commit: z.string().regex(/^[0-9a-f]{40}$/).optional(),
            /** The release that stored version belongs to, when it is not `version`. */
            release: z.string().optional(),
          })
          .strict(),
      )
      .min(1),
    /** Where stored versions disagree, or what could not be confirmed. */
    notes: markdown.optional(),
  })
  .strict();

export const pageSchema = z
  .object({
    title: z.string().trim().min(1),
    sidebar_label: z.string().trim().min(1).optional(),
    /** Meta description: one sentence, at most 160 characters. */
    description: z.string().trim().min(20).max(160),
    /** PyPI package the page documents: `dagster`, `dagster-aws`. */
    package: z.string().regex(/^[a-z][a-z0-9-]*$/),
    /** Import roots that every symbol path on the page starts with. */
    modules: z.array(z.string().regex(/^[A-Za-z_][\w.]*$/)).min(1),
    /** Doc route of the integration page for a library, such as `/integrations/libraries/slack`. */
    integration: z.string().regex(/^\/integrations\/libraries\/[\w/-]+$/).optional(),
    intro: markdown,
    /** Required of every data file by tests/unit/api-reference-data.test.ts once checked. */
    verified_against: verificationSchema.optional(),
    sections: z.array(sectionSchema).min(1),
  })
  .strict();

export type ApiPage = z.infer<typeof pageSchema>;
export type ApiSection = z.infer<typeof sectionSchema>;
export type ApiSymbol = z.infer<typeof symbolSchema>;
export type PythonSymbol = z.infer<typeof pythonSymbolSchema>;
export type ApiMember = z.infer<typeof memberSchema>;
export type CliCommand = z.infer<typeof cliCommandSchema>;
export type CliSubcommand = z.infer<typeof cliSubcommandSchema>;
export type SymbolRef = z.infer<typeof refSchema>;
export type RestEndpoint = z.infer<typeof restEndpointSchema>;
export type Parameter = z.infer<typeof parameterSchema>;
export type Example = z.infer<typeof exampleSchema>;
export type Status = z.infer<typeof statusSchema>;
