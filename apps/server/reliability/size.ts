// How big each part of the reliability suite runs (docs/reliability.md): a bounded smoke by default
// (the `npm test` step), every case at full size with RELIABILITY_FULL=1
// (`npm run test:reliability -- --full` sets it).
export const FULL = process.env.RELIABILITY_FULL === '1';

/** `smoke` in the everyday run, `full` in the full one. */
export const sized = <T>(smoke: T, full: T): T => (FULL ? full : smoke);
