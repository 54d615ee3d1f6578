import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage();
const errors = [];
p.on('console', m => { if (m.type() === 'error') errors.push(m.text().slice(0, 300)); });
p.on('pageerror', e => errors.push('pageerror ' + e.message.slice(0, 300)));
const urls = process.argv.slice(2);
for (const u of urls) {
  errors.length = 0;
  await p.goto('http://127.0.0.1:4513' + u, { timeout: 120000 });
  await p.waitForTimeout(4000);
  const text = (await p.locator('body').innerText()).split('Processes (numbered steps)').pop().slice(0, 700).replace(/\n+/g, ' | ');
  console.log(u, '=>', text, errors.filter(e => !/fonts.googleapis|ERR_NAME/.test(e)));
}
await p.screenshot({ path: '/tmp/i13-probe.png', fullPage: false });
await b.close();
