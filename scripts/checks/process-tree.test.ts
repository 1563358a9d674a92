import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { descendantsOf, signalTree } from '../lib/process-tree.mjs';

// The test step's guard stops everything a step started (issue 30 item 8): here a child that starts
// a grandchild in a process group of its own, as Playwright starts its web server.

/** Running (a zombie waiting for its parent to read its end is not). */
const alive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

describe('signalTree', () => {
  it('ends a step, and what it started in a group of its own', async () => {
    const script =
      "const { spawn } = require('node:child_process');" +
      "const g = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { detached: true, stdio: 'ignore' });" +
      'console.log(g.pid); setInterval(() => {}, 1000);';
    const child = spawn(process.execPath, ['-e', script], { detached: true });
    const grandchild = await new Promise<number>((resolve) =>
      child.stdout.once('data', (data: Buffer) => resolve(Number(String(data).trim()))),
    );
    expect(descendantsOf(child.pid!)).toContain(grandchild);
    signalTree(child.pid!, 'SIGKILL');
    await expect.poll(() => alive(grandchild) || alive(child.pid!)).toBe(false);
  });
});
