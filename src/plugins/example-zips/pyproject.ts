import type {ExampleProject} from './projects';

/**
 * pyproject.toml of a downloaded project. Dagster 1.10's `dagster dev`, run in
 * the project folder without arguments, loads the module `[tool.dagster]`
 * names. The package list is explicit: setuptools would otherwise take `data/`
 * or `dbt_project/` for a second top-level package in this flat layout and stop.
 */
export function renderPyproject(project: ExampleProject, requirements: readonly string[]): string {
  return [
    '[project]',
    `name = "${project.packageName}"`,
    'version = "0.1.0"',
    `description = "${project.title}: an example project from the Dagster documentation"`,
    'readme = "README.md"',
    // Dagster 1.10 supports Python 3.9 to 3.12.
    'requires-python = ">=3.9,<3.13"',
    'dependencies = [',
    ...requirements.map((requirement) => `    "${requirement}",`),
    ']',
    '',
    // The pages' "Run the project" steps install `.[dev]`, as the upstream example projects do.
    '[project.optional-dependencies]',
    'dev = ["pytest"]',
    '',
    '[build-system]',
    'requires = ["setuptools>=64"]',
    'build-backend = "setuptools.build_meta"',
    '',
    '[tool.setuptools.packages.find]',
    `include = ["${project.packageName}*"]`,
    '',
    '[tool.dagster]',
    `module_name = "${project.packageName}.definitions"`,
    `code_location_name = "${project.packageName}"`,
    '',
  ].join('\n');
}
