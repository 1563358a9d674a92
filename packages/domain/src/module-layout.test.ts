import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Coverage only sees modules some test loads, so a module without its own test file could slip
// under the 100% line threshold unnoticed: every module must have one beside it.
describe('package layout', () => {
  const files = readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('.ts'));
  const modules = files.filter((f) => !f.endsWith('.test.ts'));

  it('has a test file beside every module', () => {
    const untested = modules.filter((m) => !files.includes(m.replace(/\.ts$/, '.test.ts')));
    expect(untested).toEqual([]);
  });

  it('has kebab-case names and no index barrel', () => {
    expect(modules).not.toContain('index.ts');
    for (const file of files) expect(file).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.test)?\.ts$/);
  });
});
