/**
 * Environment variables a project reads, for its README: `dg.EnvVar("X")`,
 * `os.environ["X"]` and dbt's `env_var('X')` are required; `os.getenv` and
 * `os.environ.get` have a fallback, so those are optional unless also required elsewhere.
 */
const REQUIRED = [/\bEnvVar\(\s*["']([A-Z][A-Z0-9_]*)["']/g, /\bos\.environ\[\s*["']([A-Z][A-Z0-9_]*)["']\s*\]/g, /\benv_var\(\s*["']([A-Z][A-Z0-9_]*)["']/g];
const OPTIONAL = [/\bos\.getenv\(\s*["']([A-Z][A-Z0-9_]*)["']/g, /\bos\.environ\.get\(\s*["']([A-Z][A-Z0-9_]*)["']/g];

export interface EnvVars {
  required: string[];
  optional: string[];
}

function namesIn(sources: readonly string[], patterns: readonly RegExp[]): Set<string> {
  const names = new Set<string>();
  for (const source of sources) {
    for (const pattern of patterns) {
      for (const match of source.matchAll(pattern)) names.add(match[1]!);
    }
  }
  return names;
}

export function envVarsOf(sources: readonly string[]): EnvVars {
  const required = namesIn(sources, REQUIRED);
  const optional = [...namesIn(sources, OPTIONAL)].filter((name) => !required.has(name));
  return {required: [...required].sort(), optional: optional.sort()};
}
