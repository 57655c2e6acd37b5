import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {unzipSync, strFromU8} from 'fflate';
import {describe, expect, test} from 'vitest';
import {buildExampleZip, buildExampleZips, type ExampleZip} from '../../src/plugins/example-zips/build';
import {envVarsOf} from '../../src/plugins/example-zips/env-vars';
import {EXAMPLE_PROJECTS, type ExampleProject} from '../../src/plugins/example-zips/projects';
import {DISTRIBUTIONS, STDLIB_MODULES, topLevelImports} from '../../src/plugins/example-zips/python-imports';
import {downloadLabel, formatSize} from '../../src/components/DownloadProject/size';
import {SNIPPETS_DIR} from './support/docs';

// Debian's python3-pyflakes lives with Debian's interpreter (scripts/install-system-deps.sh).
const PYTHON = process.env.PYFLAKES_PYTHON ?? '/usr/bin/python3';
const SITE = 'https://docs.dagster.io';
const zips = buildExampleZips(SNIPPETS_DIR, SITE);

/** The zip as a reader gets it: unpacked from its bytes, not from the builder's file map. */
function unpack(zip: ExampleZip): Map<string, string> {
  return new Map(Object.entries(unzipSync(zip.bytes)).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

function unpackToDisk(zip: ExampleZip): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${zip.project.zip}-`));
  for (const [name, content] of unpack(zip)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), content);
  }
  return path.join(dir, zip.project.folder);
}

function python(script: string, args: string[]): string {
  const result = spawnSync(PYTHON, ['-c', script, ...args], {encoding: 'utf8'});
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}

const STDLIB: ReadonlySet<string> = new Set(JSON.parse(python('import json,sys; print(json.dumps(sorted(sys.stdlib_module_names)))', [])) as string[]);

/** Absolute imports of every Python file, anywhere in the file, as Python's own parser reads them. */
function importsByFile(root: string, files: string[]): Record<string, string[]> {
  const script = [
    'import ast, json, sys',
    'out = {}',
    'for f in sys.argv[2:]:',
    '    names = set()',
    '    for node in ast.walk(ast.parse(open(sys.argv[1] + "/" + f).read(), f)):',
    '        if isinstance(node, ast.Import): names.update(a.name.split(".")[0] for a in node.names)',
    '        elif isinstance(node, ast.ImportFrom) and node.level == 0: names.add(node.module.split(".")[0])',
    '    out[f] = sorted(names)',
    'print(json.dumps(out))',
  ].join('\n');
  return JSON.parse(python(script, [root, ...files])) as Record<string, string[]>;
}

function declaredDependencies(pyproject: string): string[] {
  const block = /^dependencies = \[\n([\s\S]*?)^\]/m.exec(pyproject)?.[1] ?? '';
  return [...block.matchAll(/^\s*"([^"]+)",$/gm)].map((match) => match[1]!);
}

/** Third-party imports no declared dependency provides: what `pip install -e .` would leave out. */
function undeclaredImports(project: ExampleProject, root: string, files: ReadonlyMap<string, string>, pyproject: string): string[] {
  const declared = new Set(declaredDependencies(pyproject).map((requirement) => requirement.split(/[<>=!~ ;[]/)[0]!.toLowerCase()));
  const python = [...files.keys()].filter((name) => name.endsWith('.py'));
  const local = new Set(python.map((name) => name.split('/')[0]!.replace(/\.py$/, '')));
  const remote = new Set((project.remoteImports ?? []).map(({file, module}) => `${file}:${module}`));
  const problems: string[] = [];
  for (const [file, modules] of Object.entries(importsByFile(root, python))) {
    for (const module of modules) {
      if (STDLIB.has(module) || local.has(module) || remote.has(`${file}:${module}`)) continue;
      const distribution = DISTRIBUTIONS[module]?.name;
      if (distribution === undefined || !declared.has(distribution)) problems.push(`${file}: ${module}`);
    }
  }
  return problems;
}

/** The doc page a project's `route` names: `/examples/rag/` is `docs/examples/rag/index.mdx`. */
function landingPage(project: ExampleProject): string {
  return path.join(__dirname, '..', '..', 'docs', project.route.replace(/\/$/, '/index').replace(/^\//, '') + '.mdx');
}

describe('downloadable example projects', () => {
  test('one zip per project, under a stable name, unpacking into one project folder', () => {
    expect(zips.map((zip) => zip.project.zip)).toEqual([
      'etl-tutorial',
      'example-bluesky',
      'example-llm-fine-tuning',
      'example-modal',
      'example-prompt-engineering',
      'example-rag',
    ]);
    for (const zip of zips) {
      const names = [...unpack(zip).keys()];
      expect(names.every((name) => name.startsWith(`${zip.project.folder}/`)), zip.project.zip).toBe(true);
      expect(names.map((name) => name.slice(zip.project.folder.length + 1))).toEqual([...zip.files.keys()]);
    }
  });

  test('file lists: the end state of the code, the data, the dbt project, package markers, pyproject.toml and README.md', () => {
    const files = Object.fromEntries(zips.map((zip) => [zip.project.zip, [...zip.files.keys()]]));
    expect(files['etl-tutorial']).toEqual([
      'README.md',
      'data/products.csv',
      'data/requests/camping_q1.json',
      'data/sales_data.csv',
      'data/sales_reps.csv',
      'etl_tutorial/__init__.py',
      'etl_tutorial/definitions.py',
      'etl_tutorial/defs/__init__.py',
      'etl_tutorial/defs/assets.py',
      'etl_tutorial/defs/resources.py',
      'etl_tutorial/defs/schedules.py',
      'etl_tutorial/defs/sensors.py',
      'pyproject.toml',
    ]);
    expect(files['example-bluesky']).toEqual([
      'README.md',
      'bluesky_analytics/__init__.py',
      'bluesky_analytics/dashboard.py',
      'bluesky_analytics/definitions.py',
      'bluesky_analytics/dev_resources.py',
      'bluesky_analytics/ingestion.py',
      'bluesky_analytics/modeling.py',
      'bluesky_analytics/resources.py',
      'dbt_project/dbt_project.yml',
      'dbt_project/models/marts/daily_posting_activity.sql',
      'dbt_project/models/marts/top_posts.sql',
      'dbt_project/models/sources.yml',
      'dbt_project/models/staging/stg_members.sql',
      'dbt_project/models/staging/stg_posts.sql',
      'dbt_project/profiles.yml',
      'pyproject.toml',
    ]);
    expect(files['example-llm-fine-tuning']).toEqual([
      'README.md',
      'genre_classifier/__init__.py',
      'genre_classifier/constants.py',
      'genre_classifier/definitions.py',
      'genre_classifier/evaluation.py',
      'genre_classifier/features.py',
      'genre_classifier/fine_tuning.py',
      'genre_classifier/ingestion.py',
      'genre_classifier/training_files.py',
      'pyproject.toml',
    ]);
    expect(files['example-modal']).toEqual([
      'README.md',
      'modal_app/transcribe.py',
      'podcast_digest/__init__.py',
      'podcast_digest/definitions.py',
      'podcast_digest/factory.py',
      'podcast_digest/feeds.py',
      'podcast_digest/resources.py',
      'pyproject.toml',
    ]);
    expect(files['example-prompt-engineering']).toEqual([
      'README.md',
      'pyproject.toml',
      'station_finder/__init__.py',
      'station_finder/definitions.py',
      'station_finder/opening_hours.py',
      'station_finder/rural_resources.py',
      'station_finder/stations.py',
      'station_finder/trip.py',
    ]);
    expect(files['example-rag']).toEqual([
      'README.md',
      'docs_assistant/__init__.py',
      'docs_assistant/definitions.py',
      'docs_assistant/embeddings.py',
      'docs_assistant/resources.py',
      'docs_assistant/retrieval.py',
      'docs_assistant/sources.py',
      'docs_assistant/vector_store.py',
      'pyproject.toml',
    ]);
  });

  test('every file is the snippet file it comes from, byte for byte', () => {
    const etl = zips.find((zip) => zip.project.zip === 'etl-tutorial')!;
    expect(unpack(etl).get('etl-tutorial/etl_tutorial/defs/assets.py')).toBe(fs.readFileSync(path.join(SNIPPETS_DIR, 'etl_pipeline_tutorial/etl_tutorial/defs/assets.py'), 'utf8'));
    const modal = zips.find((zip) => zip.project.zip === 'example-modal')!;
    expect(unpack(modal).get('podcast-digest/modal_app/transcribe.py')).toBe(fs.readFileSync(path.join(SNIPPETS_DIR, 'examples/modal/transcribe.py'), 'utf8'));
  });

  test('every Python file in every zip parses and passes pyflakes, in the layout of the zip', () => {
    for (const zip of zips) {
      const root = unpackToDisk(zip);
      const files = [...zip.files.keys()].filter((name) => name.endsWith('.py')).map((name) => path.join(root, name));
      python('import ast,sys\nfor f in sys.argv[1:]: ast.parse(open(f).read(), f)', files);
      const flakes = spawnSync(PYTHON, ['-m', 'pyflakes', ...files], {encoding: 'utf8'});
      expect(flakes.stderr).not.toMatch(/No module named pyflakes/);
      expect(flakes.stdout.trim(), zip.project.zip).toBe('');
      expect(flakes.status).toBe(0);
    }
  });

  test('the package imports of the code resolve inside the zip (from x.y import … finds x/y.py)', () => {
    for (const zip of zips) {
      const modules = new Set([...zip.files.keys()].filter((name) => name.endsWith('.py')).map((name) => name.replace(/(\/__init__)?\.py$/, '').replace(/\//g, '.')));
      for (const [file, source] of zip.files) {
        if (!file.endsWith('.py')) continue;
        for (const match of source.matchAll(/^\s*from\s+([\w.]+)\s+import\b/gm)) {
          const module = match[1]!;
          if (module.split('.')[0] === zip.project.packageName) expect(modules.has(module), `${zip.project.zip} ${file}: ${module}`).toBe(true);
        }
      }
    }
  });

  test('pyproject.toml pins Dagster 1.10.11, its libraries at 0.26.11, and points dagster dev at the definitions', () => {
    for (const zip of zips) {
      const pyproject = zip.files.get('pyproject.toml')!;
      const dependencies = declaredDependencies(pyproject);
      expect(dependencies).toContain('dagster==1.10.11');
      expect(dependencies).toContain('dagster-webserver==1.10.11');
      for (const dependency of dependencies.filter((name) => /^dagster-(?!webserver|pipes|anthropic|modal)/.test(name))) {
        expect(dependency, zip.project.zip).toMatch(/==0\.26\.11$/);
      }
      expect(pyproject).toContain(`[tool.dagster]\nmodule_name = "${zip.project.packageName}.definitions"`);
      // The pages' "Run the project" steps install `.[dev]`.
      expect(pyproject).toContain('[project.optional-dependencies]\ndev = ["pytest"]');
      expect(zip.files.has(`${zip.project.packageName}/definitions.py`)).toBe(true);
      expect(zip.files.get(`${zip.project.packageName}/definitions.py`)).toMatch(/^defs = dg\.Definitions[.(]/m);
      // Only the package is installed: data/, dbt_project/ and modal_app/ are not packages.
      expect(pyproject).toContain(`[tool.setuptools.packages.find]\ninclude = ["${zip.project.packageName}*"]`);
    }
  });

  test('every third-party import is declared in pyproject.toml', () => {
    for (const zip of zips) {
      const root = unpackToDisk(zip);
      expect(undeclaredImports(zip.project, root, zip.files, zip.files.get('pyproject.toml')!), zip.project.zip).toEqual([]);
    }
  });

  test('the import check fails when pyproject.toml leaves out an imported package', () => {
    const bluesky = zips.find((zip) => zip.project.zip === 'example-bluesky')!;
    const root = unpackToDisk(bluesky);
    const without = bluesky.files.get('pyproject.toml')!.replace(/^\s*"atproto",\n/m, '');
    expect(undeclaredImports(bluesky.project, root, bluesky.files, without)).toEqual(['bluesky_analytics/resources.py: atproto']);
  });

  test('the build fails on an import it cannot map to a distribution', () => {
    const snippets = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-snippets-'));
    fs.mkdirSync(path.join(snippets, 'demo'));
    fs.writeFileSync(path.join(snippets, 'demo', 'definitions.py'), 'import numpy\nimport dagster as dg\n\ndefs = dg.Definitions()\nprint(numpy)\n');
    const project: ExampleProject = {zip: 'demo', folder: 'demo', packageName: 'demo', title: 'Demo', summary: 'A demo.', route: '/demo', sources: [{from: 'demo', to: 'demo'}], notes: []};
    expect(() => buildExampleZip(project, snippets, SITE)).toThrow(/demo imports numpy: map each/);
  });

  test('the standard library list holds only standard library modules, and the mapping none', () => {
    expect([...STDLIB_MODULES].filter((name) => !STDLIB.has(name))).toEqual([]);
    expect(Object.keys(DISTRIBUTIONS).filter((name) => STDLIB.has(name))).toEqual([]);
  });

  test('imports are read at any depth, not from strings that mention "from"', () => {
    const source = 'import json, os.path as p\nfrom a.b import c\n\ndef f():\n    import whisper\n    sql = """\n    select 1\n    from sales_data as s\n    """\n';
    expect(topLevelImports(source)).toEqual(['a', 'json', 'os', 'whisper']);
  });

  test('two builds give byte-identical zips', () => {
    const again = buildExampleZips(SNIPPETS_DIR, SITE);
    for (const [index, zip] of zips.entries()) {
      expect(Buffer.from(again[index]!.bytes).equals(Buffer.from(zip.bytes)), zip.project.zip).toBe(true);
    }
  });

  test('the README says what the project is, where it comes from, how to run it and what to set', () => {
    for (const zip of zips) {
      const readme = zip.files.get('README.md')!;
      expect(readme).toMatch(new RegExp(`^# ${zip.project.title.replace(/[()]/g, '\\$&')}\n`));
      expect(readme).toContain(`${SITE}${zip.project.route}`);
      expect(readme).toContain('pip install -e ".[dev]"');
      expect(readme).toContain('dagster dev');
    }
    const rag = zips.find((zip) => zip.project.zip === 'example-rag')!.files.get('README.md')!;
    for (const name of ['GITHUB_TOKEN=', 'OPENAI_API_KEY=', 'PINECONE_API_KEY=']) expect(rag).toContain(name);
    expect(zips.find((zip) => zip.project.zip === 'etl-tutorial')!.files.get('README.md')).not.toContain('## Environment variables');
  });

  test('environment variables: EnvVar and env_var are required, getenv with a fallback is optional', () => {
    expect(envVarsOf(['dg.EnvVar("A_KEY")', 'os.getenv("DBT_TARGET", "dev")', "{{ env_var('R2_URL') }}", 'os.environ.get("A_KEY")'])).toEqual({
      required: ['A_KEY', 'R2_URL'],
      optional: ['DBT_TARGET'],
    });
  });

  test('every project names a page that exists as a doc', () => {
    for (const project of EXAMPLE_PROJECTS) {
      expect(fs.existsSync(landingPage(project)), project.route).toBe(true);
    }
  });

  test('a landing page that shows pyproject.toml shows the file of its zip, byte for byte', () => {
    let shown = 0;
    for (const zip of zips) {
      const page = fs.readFileSync(landingPage(zip.project), 'utf8');
      for (const block of page.matchAll(/^```toml title="pyproject\.toml"\n([\s\S]*?)^```$/gm)) {
        expect(block[1], zip.project.route).toBe(zip.files.get('pyproject.toml'));
        shown += 1;
      }
    }
    // The LLM fine-tuning, Modal, prompt engineering and RAG landing pages show it.
    expect(shown).toBeGreaterThanOrEqual(4);
  });

  test('sizes read as a reader says them', () => {
    expect(formatSize(300)).toBe('1 KB');
    expect(formatSize(7_573)).toBe('7 KB');
    expect(formatSize(1_572_864)).toBe('1.5 MB');
    expect(downloadLabel(12_288)).toBe('Download the project (12 KB zip)');
  });
});
