import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { cyclesOf, importGraph, repoRoot } from './import-cycles';

// Boundaries that lint really enforces (issue 30 item 4): the product's import graph has no cycle,
// type-only imports included, and `eslint` fails on a cycle planted in a temporary folder of the
// server (the proof that import-x/no-cycle resolves our TypeScript files).

describe('the import graph', () => {
  it('has no cycle, type-only imports included', () => {
    expect(cyclesOf(importGraph())).toEqual([]);
  });

  it('finds a cycle that goes through a type-only import', () => {
    const graph = new Map([
      [join(repoRoot, 'a.ts'), [join(repoRoot, 'b.ts')]],
      [join(repoRoot, 'b.ts'), [join(repoRoot, 'a.ts')]],
      [join(repoRoot, 'c.ts'), [join(repoRoot, 'a.ts')]],
    ]);
    expect(cyclesOf(graph)).toEqual([['a.ts', 'b.ts']]);
  });
});

describe('npm run lint', () => {
  it('fails on a cycle planted in the server', async () => {
    const dir = mkdtempSync(join(repoRoot, 'apps/server/src/lib/planted-cycle-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b();\n");
      writeFileSync(
        join(dir, 'b.ts'),
        "import { a } from './a';\nexport const b = (): number => (a ? 1 : 0);\n",
      );
      const results = await new ESLint({ cwd: repoRoot }).lintFiles([dir]);
      const rules = results.flatMap((result) => result.messages.map((m) => m.ruleId));
      expect(rules).toEqual(['import-x/no-cycle', 'import-x/no-cycle']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
