// Calls back once when the process that started us is gone. `npm start` runs us through `sh -c`;
// when npm is sent SIGTERM (as a process manager does) it passes the signal to that shell, which
// dies without passing it on, and we are left orphaned. Linux gives no event for this, so we look
// at our parent's id once a second (it changes to a reaper's when ours exits).
const CHECK_EVERY_MS = 1_000;

/** Returns a function that stops watching. */
export function onParentExit(callback) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    callback();
  }, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
