import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../../tests/fixtures/chromium";

/** Console texts that say a Content-Security-Policy or Trusted Types rule blocked something. */
const POLICY_VIOLATION = /Content Security Policy|Trusted Type/i;

/**
 * Why a page Lighthouse could not measure (`NO_FCP`) did not paint: loads `url` once in Debian
 * Chromium and collects the console's policy violations (at most `limit`, each cut to 200
 * characters), or its other errors when there is none.
 * @returns one line for the bench's report, e.g. "blocked by the policy: Refused to execute
 *   inline script …"; "no console error" when the page logged nothing.
 */
export async function whyNoPaint(url: string, limit = 2): Promise<string> {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
        const page = await browser.newPage();
        const errors: string[] = [];
        page.on("console", message => message.type() === "error" && errors.push(message.text()));
        page.on("pageerror", error => errors.push(error.message));
        await page.goto(url, { waitUntil: "load" }).catch(error => errors.push(String(error)));
        const violations = errors.filter(text => POLICY_VIOLATION.test(text));
        const shown = (violations.length > 0 ? violations : errors)
            .slice(0, limit)
            .map(text => text.slice(0, 200));
        if (shown.length === 0) return "no console error";
        const heading = violations.length > 0 ? "blocked by the policy" : "console errors";
        return `${heading}: ${shown.join(" | ")}`;
    } finally {
        await browser.close();
    }
}
