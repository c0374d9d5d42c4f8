import { chromium } from "@playwright/test";
import { parseArgs } from "node:util";
import { chromiumLaunchOptions } from "../tests/fixtures/chromium";
import { pageTranscript, transcribeDialog } from "../tests/fixtures/screenReader";

/**
 * `npm run transcript -- <url> [--dialog "<link name>"]`: prints what a screen reader says reading
 * one page from top to bottom, one phrase a line (`tests/fixtures/screenReader.ts`), in Debian's
 * Chromium. With `--dialog`, it opens the dialog of the link of that name instead and prints the
 * transcript of opening it, reading it and closing it with Escape, as the gallery does. The page
 * can be the preview (`npm start`, `http://localhost:5173/?page=login.ftl&state=errors`) or a real
 * Keycloak's (`npm run keycloak`). Exits with 1 and the error when the page cannot be read.
 */
const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { dialog: { type: "string" } }
});
const url = positionals[0];
if (url === undefined) {
    console.error('usage: npm run transcript -- <url> [--dialog "<link name>"]');
    process.exit(2);
}

const browser = await chromium.launch(chromiumLaunchOptions);
try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: "networkidle" });
    const phrases =
        values.dialog === undefined
            ? await pageTranscript(page)
            : await transcribeDialog(page, values.dialog);
    console.log(phrases.join("\n"));
} catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
} finally {
    await browser.close();
}
