import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

// The import graph of our product code, type-only imports included (lint's import-x/no-cycle skips
// those), and its cycles: strongly connected components of more than one file, or a file that
// imports itself. Relative imports and the workspace packages (`@changdee/<package>/<path>`) are
// followed; node_modules are not ours.

export const repoRoot = resolve(import.meta.dirname, '../..');
const SOURCE_ROOTS = ['apps/server/src', 'apps/web/src', 'apps/portal/src', 'packages'];
const EXTENSIONS = ['.ts', '.tsx', '.mts'];
const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.includes('/test/');

function sourceFiles(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (EXTENSIONS.some((ext) => path.endsWith(ext)) && !path.endsWith('.d.ts'))
      out.push(path);
  }
  return out;
}

function resolveFile(base: string): string | null {
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => join(base, `index${ext}`)),
    base.replace(/\.m?js$/, '.ts'),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

/** `@changdee/ui/lib/x` → packages/ui/src/lib/x(.ts); a relative import from `from`'s folder. */
function resolveImport(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return resolveFile(resolve(dirname(from), specifier));
  const workspace = /^@changdee\/([^/]+)\/(.+)$/.exec(specifier);
  if (workspace)
    return resolveFile(join(repoRoot, 'packages', workspace[1]!, 'src', workspace[2]!));
  return null;
}

/** Each product file and the files it imports (values and types alike). */
export function importGraph(roots: readonly string[] = SOURCE_ROOTS): Map<string, string[]> {
  const files = roots
    .flatMap((root) => sourceFiles(join(repoRoot, root)))
    .filter((f) => !isTest(f));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((imported) => resolveImport(file, imported.fileName))
      .filter((target): target is string => target !== null && !isTest(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The cycles of a graph (Tarjan's strongly connected components), as repository paths. */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indices.get(next)!));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfImport = (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfImport)
        cycles.push(component.map((path) => relative(repoRoot, path)).sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}
