import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, freePort, startDemoServer } from './demo-server.js';

// Lighthouse performance and accessibility scores of the student dashboard and the content player,
// in Debian's chromium against the real server with its demo data. Prints the scores.

async function main(): Promise<void> {
  const port = await freePort();
  const server = await startDemoServer(port);
  const base = `http://127.0.0.1:${port}`;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    // Sign in once through the real screen; Lighthouse then keeps the stored session.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
    await page.type('input[autocomplete="username"]', 'student@demo.school');
    await page.type('input[type="password"]', 'Demo@1234');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.keyboard.press('Enter')]);
    const contentId = process.env.LIGHTHOUSE_CONTENT_ID ?? '100001';
    const screens = [
      ['student dashboard', `${base}/student-dashboard`],
      ['content player', `${base}/content-player/${contentId}`],
    ] as const;
    console.log('\nLighthouse (desktop-like, Debian chromium, loopback)\n');
    for (const [name, url] of screens) {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: true,
          formFactor: 'desktop',
          screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
          throttlingMethod: 'provided',
        },
        undefined,
        page,
      );
      const categories = result?.lhr.categories;
      const score = (key: string) => Math.round((categories?.[key]?.score ?? 0) * 100);
      console.log(`  ${name.padEnd(18)} performance ${score('performance')}   accessibility ${score('accessibility')}`);
    }
    await browser.disconnect();
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
  }
}

await main();
