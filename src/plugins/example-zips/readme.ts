import type {EnvVars} from './env-vars';
import type {ExampleProject} from './projects';
import {DAGSTER_VERSION, LIBRARY_VERSION} from './python-imports';

/** README.md of a downloaded project: what it is, where it comes from, how to run it. */
export function renderReadme(project: ExampleProject, pageUrl: string, env: EnvVars): string {
  const lines = [
    `# ${project.title}`,
    '',
    project.summary,
    '',
    `The Dagster documentation explains this project step by step: ${pageUrl}`,
    '',
    '## Run it',
    '',
    'With Python 3.9 to 3.12, from this folder:',
    '',
    '```bash',
    'python -m venv .venv',
    'source .venv/bin/activate',
    'pip install -e ".[dev]"',
    'dagster dev',
    '```',
    '',
    `\`dagster dev\` finds the code through \`[tool.dagster]\` in \`pyproject.toml\`, which names the module \`${project.packageName}.definitions\`. Then open http://localhost:3000 to see the asset graph.`,
    '',
  ];
  if (env.required.length > 0 || env.optional.length > 0) {
    lines.push(
      '## Environment variables',
      '',
      '`dagster dev` reads a `.env` file in this folder when it starts. Put the values there, and keep the file out of version control:',
      '',
      '```bash',
      ...env.required.map((name) => `${name}=`),
      ...(env.optional.length > 0 ? ['# Optional:', ...env.optional.map((name) => `# ${name}=`)] : []),
      '```',
      '',
    );
  }
  if (project.notes.length > 0) {
    lines.push('## Before the first run', '', ...project.notes.flatMap((note) => [note, '']));
  }
  lines.push(
    '## Versions',
    '',
    `The dependencies pin Dagster ${DAGSTER_VERSION} and the Dagster integration libraries of the same release (${LIBRARY_VERSION}), the versions the documentation describes. Community integrations and other libraries are not pinned, so pip picks versions that fit.`,
    '',
  );
  return lines.join('\n');
}
