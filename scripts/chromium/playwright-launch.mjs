// Playwright's launch options for every browser test and script: its own flags, ours, and its
// --disable-features list with the features no tool needs joined to it.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, withUnwantedFeatures } from './ensure-chromium.mjs';

/**
 * Playwright builds its --disable-features list inside its launcher and exports it nowhere, so one
 * short-lived browser is asked for its command line (which Chromium only tells with --enable-automation);
 * the options then drop that flag and pass it again, extended. A test run asks once (a global setup or a
 * config) and hands the options on.
 */
export async function playwrightLaunchOptions(args = CHROMIUM_FLAGS) {
  // Without a Chromium (a config loaded for tests that need none), the launch that needs one says so itself.
  if (!existsSync(CHROMIUM_PATH)) return { executablePath: CHROMIUM_PATH, args };
  const probe = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...args, '--enable-automation'] });
  try {
    const session = await probe.newBrowserCDPSession();
    const { arguments: commandLine } = await session.send('Browser.getBrowserCommandLine');
    const own = commandLine.find((flag) => flag.startsWith('--disable-features='));
    return { executablePath: CHROMIUM_PATH, ignoreDefaultArgs: own ? [own] : [], args: [...args, withUnwantedFeatures(own ?? '--disable-features=')] };
  } finally {
    await probe.close();
  }
}
