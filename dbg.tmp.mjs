import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const p = await b.newPage();
p.on("console", m => console.log("console", m.type(), m.text().slice(0, 300)));
p.on("pageerror", e => console.log("pageerror", e.message));
await p.goto(process.argv[2]);
await p.waitForTimeout(15000);
console.log((await p.locator("body").innerText()).slice(0, 500));
await b.close();
