import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, test} from 'vitest';
import {ApiDataError, collectApiReference, loadApiReference} from '../../src/api-reference/load';

const FIXTURE_ROOT = path.join(__dirname, '..', 'fixtures', 'api-reference');
const FIXTURE_PAGE = yaml.load(fs.readFileSync(path.join(FIXTURE_ROOT, 'api', 'python-api', 'widgets.yaml'), 'utf8')) as Record<string, unknown>;

/** A project root with the fixture snippets and the given data files. */
function project(files: Record<string, unknown>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-data-'));
  fs.cpSync(path.join(FIXTURE_ROOT, 'snippets'), path.join(root, 'snippets'), {recursive: true});
  for (const [relative, data] of Object.entries(files)) {
    const file = path.join(root, 'api', relative);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, typeof data === 'string' ? data : yaml.dump(data));
  }
  return root;
}

function problemsOf(files: Record<string, unknown>): string[] {
  return collectApiReference({rootDir: project(files)}).problems;
}

/** The fixture page with one edit applied to a deep copy. */
// The edits deliberately break the schema, so the page is untyped here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function edited(edit: (page: any) => void): Record<string, unknown> {
  const copy = structuredClone(FIXTURE_PAGE);
  edit(copy);
  return copy;
}

describe('API reference data validation', () => {
  test('the fixture pages are valid', () => {
    expect(collectApiReference({rootDir: FIXTURE_ROOT}).problems).toEqual([]);
  });

  test('an unknown field fails and is named', () => {
    expect(problemsOf({'python-api/w.yaml': edited((page) => (page.sections[0].symbols[0].descripton = 'typo'))})).toEqual([
      'api/python-api/w.yaml: sections.0.symbols.0: unknown field "descripton"',
    ]);
  });

  test('a missing or empty description fails', () => {
    const problems = problemsOf({
      'python-api/w.yaml': edited((page) => {
        delete page.sections[0].symbols[0].description;
        page.sections[1].symbols[0].members[0].params[0].description = '   ';
      }),
    });
    expect(problems.join('\n')).toMatch(/sections\.0\.symbols\.0\.description: Required|sections\.0\.symbols\.0/);
    expect(problems.join('\n')).toMatch(/members\.0\.params\.0\.description: must not be empty/);
  });

  test('a symbol documented in full on two pages fails with both files', () => {
    const problems = problemsOf({'python-api/a.yaml': FIXTURE_PAGE, 'python-api/b.yaml': FIXTURE_PAGE});
    expect(problems).toContain(
      'api/python-api/b.yaml: dagster.widget: documented in full twice (also in api/python-api/a.yaml); keep one entry and use "ref: dagster.widget" elsewhere',
    );
  });

  test('a ref without a full entry fails', () => {
    const problems = problemsOf({'python-api/w.yaml': edited((page) => page.sections[1].symbols.push({ref: 'dagster.Gizmo'}))});
    expect(problems).toContain('api/python-api/w.yaml: ref "dagster.Gizmo" has no full entry in any data file');
  });

  test('a PyObject naming an undocumented symbol fails where it is written', () => {
    const problems = problemsOf({'python-api/w.yaml': edited((page) => (page.intro = 'See <PyObject object="Gizmo" />.'))});
    expect(problems).toEqual(['api/python-api/w.yaml: intro: <PyObject object="Gizmo" /> names a symbol the API reference does not document']);
  });

  test('a core decorator without an example fails; a class Dagster builds needs none', () => {
    const problems = problemsOf({'python-api/w.yaml': edited((page) => delete page.sections[0].symbols[0].examples)});
    expect(problems).toEqual([
      'api/python-api/w.yaml: dagster.widget: a decorator a user constructs needs at least one example (or "user_constructed: false")',
    ]);
  });

  test('a function without params, a path outside the modules and a missing snippet marker fail', () => {
    const problems = problemsOf({
      'python-api/w.yaml': edited((page) => {
        delete page.sections[0].symbols[0].params;
        page.sections[1].symbols[1].path = 'other.WidgetKey';
        page.sections[0].symbols[0].examples[0].marker = 'nope';
      }),
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'api/python-api/w.yaml: dagster.widget: a decorator needs "params" (use [] when it takes none)',
        "api/python-api/w.yaml: other.WidgetKey: path must start with one of the page's modules (dagster)",
        'api/python-api/w.yaml: dagster.widget: example snippets/api/python_api/widgets/widgets.py: marker "# [start:nope]" not found',
      ]),
    );
  });

  test('a deprecated symbol must say what to use instead', () => {
    const problems = problemsOf({'python-api/w.yaml': edited((page) => delete page.sections[1].symbols[0].status.replacement)});
    expect(problems.join('\n')).toMatch(/needs "replacement" or a "note"/);
  });

  test('inherit_params needs a documented base with params, and an inherited parameter may not be repeated', () => {
    const gadget = yaml.load(
      fs.readFileSync(path.join(FIXTURE_ROOT, 'api', 'python-api', 'libraries', 'dagster-gadget.yaml'), 'utf8'),
    ) as {sections: {symbols: Record<string, unknown>[]}[]};
    const symbols = gadget.sections[0]!.symbols;
    const byPath = (suffix: string) => symbols.find((symbol) => String(symbol.path).endsWith(suffix))!;
    byPath('.TimedGadgetConnection').params = [
      {name: 'timeout', type: 'float', default: '5.0', description: 'x'},
      {name: 'host', type: 'str', description: 'A copy of the base field.'},
    ];
    byPath('.GadgetResource').inherit_params = true;
    const problems = problemsOf({'python-api/widgets.yaml': FIXTURE_PAGE, 'python-api/libraries/dagster-gadget.yaml': gadget});
    expect(problems).toEqual(
      expect.arrayContaining([
        'api/python-api/libraries/dagster-gadget.yaml: dagster_gadget.resources.TimedGadgetConnection: parameter "host" is inherited from dagster_gadget.resources.GadgetConnection and also listed by the class itself; keep it in one place',
        'api/python-api/libraries/dagster-gadget.yaml: dagster_gadget.resources.GadgetResource: "inherit_params" needs a base in "bases" that is documented with "params"',
      ]),
    );
    // GadgetClient inherits from TimedGadgetConnection, so it sees the same repeat.
    expect(problems).toHaveLength(3);
  });

  test('invalid YAML is reported with the file name', () => {
    expect(problemsOf({'python-api/w.yaml': 'title: [unclosed'})[0]).toMatch(/^api\/python-api\/w\.yaml: not valid YAML/);
  });

  test('loadApiReference throws one error listing every problem', () => {
    const root = project({'python-api/w.yaml': edited((page) => (page.sections[0].symbols[0].colour = 'x'))});
    expect(() => loadApiReference({rootDir: root})).toThrow(ApiDataError);
    expect(() => loadApiReference({rootDir: root})).toThrow(/1 problem\):\n {2}api\/python-api\/w\.yaml/);
  });
});
