import { readdirSync, readFileSync } from 'node:fs';

// A process and everything it started, also what left its process group: Playwright starts the
// e2e web server in a group of its own, so killing the test step's group alone left the server
// and its database running, orphaned, when the step's guard stopped it (issue 30 item 8).

/** The parent of each live process (Linux /proc). */
function parents() {
  const parentOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (field 2) may hold spaces and parentheses: read after its last ')'.
      const [, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parentOf.set(Number(entry), Number(parent));
    } catch {
      /* gone meanwhile */
    }
  }
  return parentOf;
}

/** The ids of every process descended from `pid`, nearest first. */
export function descendantsOf(pid) {
  const childrenOf = new Map();
  for (const [child, parent] of parents()) {
    if (!childrenOf.has(parent)) childrenOf.set(parent, []);
    childrenOf.get(parent).push(child);
  }
  const found = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of childrenOf.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** Sends `signal` to `pid`'s group and to every process below it and their groups. */
export function signalTree(pid, signal) {
  const below = descendantsOf(pid);
  for (const target of [pid, ...below]) {
    for (const id of [-target, target]) {
      try {
        process.kill(id, signal);
      } catch {
        /* not a group leader, or already gone */
      }
    }
  }
}
