import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const paths = readFileSync('/tmp/ssr/paths.txt', 'utf8').trim().split('\n');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext();
await context.addInitScript(() => localStorage.setItem('arena:cookie-consent', JSON.stringify({ functional: true, marketing: false, agreedAt: Date.now() })));
for (const p of paths) {
  const page = await context.newPage();
  const logs = [];
  page.on('console', (m) => { if (m.type() === 'error') logs.push(m.text().slice(0, 300).replace(/\s+/g, ' ')); });
  page.on('pageerror', (e) => logs.push('pageerror: ' + e.message.slice(0, 300)));
  try {
    const res = await page.goto(`http://127.0.0.1:8090/ru/${p}`, { waitUntil: 'networkidle', timeout: 20000 });
    const ssr = (await res.text()).includes('data-arena-ssr=""><');
    await page.waitForTimeout(300);
    const hyd = logs.filter((l) => /hydrat|Hydration|#418|#423|#425|did not match/i.test(l));
    if (hyd.length) console.log(`/ru/${p} ssr=${ssr}\n   ${hyd.join('\n   ')}`);
  } catch (e) { console.log(`/ru/${p} ERROR ${e.message.slice(0, 100)}`); }
  await page.close();
}
await browser.close();
console.log('SCAN DONE');
