"""Finds uses of deprecated or superseded Dagster APIs in Python example files.

Reads JSON on stdin: {"symbols": [path, ...], "params": {callable_path: [name, ...]}, "files": [path, ...]}
where every path is a full dotted Python path as written in the API reference
data (`dagster.AssetSelection.keys`). Prints JSON: {"findings": [...]} with one
entry per use: {"file", "line", "kind": "symbol" | "param", "path", "param"?}.

Names are resolved through the file's own imports, so `dg.X` after
`import dagster as dg`, `X` after `from dagster import X as Y` and
`dagster.X` all reach `dagster.X`. A variable assigned a constructed
instance (`r = Cls(...)`) or a parameter annotated with a class
(`context: dg.AssetExecutionContext`, or `context` of an `@asset` function)
resolves `r.method` to `Cls.method`, and a
class that subclasses a documented class and defines a method of the same
name uses that method (an override is a use). Uses it cannot resolve (an
instance passed in as an argument) are not found; that is a limit, not an
error. A file that does not parse stops the run with its name.
"""

import ast
import json
import sys


# Decorators whose function Dagster calls with an AssetExecutionContext as `context`.
ASSET_DECORATORS = {"dagster.asset", "dagster.multi_asset"}


class FileScanner(ast.NodeVisitor):
    def __init__(self, file, symbols, params):
        self.file = file
        self.symbols = symbols
        self.params = params
        # Local name -> full dotted path it stands for.
        self.names = {}
        # Local variable -> full path of the class it holds an instance of.
        self.instances = {}
        self.findings = []

    def report(self, node, kind, path, param=None):
        finding = {"file": self.file, "line": node.lineno, "kind": kind, "path": path}
        if param is not None:
            finding["param"] = param
        self.findings.append(finding)

    def resolve(self, node):
        """Full dotted path of a Name/Attribute chain, or None."""
        if isinstance(node, ast.Name):
            if node.id in self.instances:
                return self.instances[node.id]
            return self.names.get(node.id)
        if isinstance(node, ast.Attribute):
            base = self.resolve(node.value)
            return f"{base}.{node.attr}" if base else None
        return None

    def visit_Import(self, node):
        for alias in node.names:
            if alias.asname:
                self.names[alias.asname] = alias.name
            else:
                # `import a.b` binds `a`, which reaches `a.b` by attribute.
                top = alias.name.split(".")[0]
                self.names[top] = top
            if alias.name in self.symbols:
                self.report(node, "symbol", alias.name)

    def visit_ImportFrom(self, node):
        if node.level or not node.module:
            return  # relative imports are the example's own modules
        for alias in node.names:
            if alias.name == "*":
                continue
            full = f"{node.module}.{alias.name}"
            self.names[alias.asname or alias.name] = full
            if full in self.symbols:
                self.report(node, "symbol", full)

    def visit_Attribute(self, node):
        path = self.resolve(node)
        if path in self.symbols:
            self.report(node, "symbol", path)
            return  # the chain below names the same thing's owner
        self.generic_visit(node)

    def visit_Assign(self, node):
        self.generic_visit(node)
        if isinstance(node.value, ast.Call):
            cls = self.resolve(node.value.func)
            for target in node.targets:
                if isinstance(target, ast.Name):
                    if cls:
                        self.instances[target.id] = cls
                    else:
                        self.instances.pop(target.id, None)

    def visit_Call(self, node):
        callee = self.resolve(node.func)
        for name in self.params.get(callee, []) if callee else []:
            for keyword in node.keywords:
                if keyword.arg == name:
                    self.report(keyword, "param", callee, name)
        self.generic_visit(node)

    def visit_FunctionDef(self, node):
        # A parameter annotated with a documented class (`context: dg.AssetExecutionContext`)
        # holds an instance of it; so does `context` of an asset function, which Dagster
        # passes an AssetExecutionContext even without the annotation.
        decorators = [d.func if isinstance(d, ast.Call) else d for d in node.decorator_list]
        is_asset = any(self.resolve(d) in ASSET_DECORATORS for d in decorators)
        arguments = node.args.posonlyargs + node.args.args + node.args.kwonlyargs
        for argument in arguments:
            cls = self.resolve(argument.annotation) if argument.annotation else None
            if cls is None and is_asset and argument.arg == "context":
                cls = "dagster.AssetExecutionContext"
            if cls:
                self.instances[argument.arg] = cls
            else:
                self.instances.pop(argument.arg, None)
        self.generic_visit(node)

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_ClassDef(self, node):
        bases = [base for base in (self.resolve(b) for b in node.bases) if base]
        for statement in node.body:
            if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for base in bases:
                    member = f"{base}.{statement.name}"
                    if member in self.symbols:
                        self.report(statement, "symbol", member)
        self.generic_visit(node)


def main():
    request = json.load(sys.stdin)
    symbols = set(request["symbols"])
    params = {path: list(names) for path, names in request["params"].items()}
    findings = []
    for file in request["files"]:
        with open(file, encoding="utf-8") as handle:
            source = handle.read()
        try:
            tree = ast.parse(source, file)
        except SyntaxError as error:
            sys.stderr.write(f"{file}: does not parse: {error}\n")
            sys.exit(2)
        scanner = FileScanner(file, symbols, params)
        scanner.visit(tree)
        findings.extend(scanner.findings)
    json.dump({"findings": findings, "files": len(request["files"])}, sys.stdout)


main()
