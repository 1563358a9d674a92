import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium as the e2e tests and the cold-load bench drive it: headless, no sandbox (CI
 * runs as root), and none of the browser's own background traffic, which would otherwise show in
 * the network figures and slow a cold start.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
