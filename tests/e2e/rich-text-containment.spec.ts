import { expect, test, type Locator, type Page } from "@playwright/test";
import { collectPageErrors } from "../fixtures/pageErrors";

/** The portal configuration call of docs/product.md §7 (any portal base). */
const PORTAL_CALL = "**/api/trpc/portalConfigurationApi.getConfig?*";
const PLANTED = "https://planted.example/";

/** Styles that size an invisible link to catch clicks far beyond its text (each kept by the
 * sanitizer before its bounds, docs/security.md §9). */
const HOSTILE_STYLES = [
    "padding: 3000px",
    "margin-top: -900px; padding: 600px 3000px",
    "font-size: 900px; line-height: 900px"
];
const HOSTILE = HOSTILE_STYLES.map(style => `<a href="${PLANTED}" style="${style}">&nbsp;</a>`).join("");

/** Every rich-text place of the portal answer, with the planted links and no link of its own, so
 * that every other link on the page is the theme's. */
const RICH_TEXT = {
    welcome: `<p>Welcome text.${HOSTILE}</p>`,
    contact: `<p>Customer service.${HOSTILE}</p>`,
    description: `<p>A utility.${HOSTILE}</p>`,
    copyright: `© 2025 A utility.${HOSTILE}`,
    privacy: `<h2>Your privacy</h2><p>We keep little.${HOSTILE}</p>`
};

/** The parts of `dev/fixtures/portal-config.json` the test replaces. */
type PortalAnswer = {
    welcomeMessage: { content: string };
    footer: {
        contactInformation: string;
        utilityDescription: string;
        copyright: string;
        sections: { type: string; values: { html?: string } }[];
    };
};

/** Serves the local portal's answer with {@link RICH_TEXT} in place of its rich text. */
async function plantHostileRichText(page: Page) {
    await page.route(PORTAL_CALL, async route => {
        const response = await route.fetch();
        const [answer] = (await response.json()) as [{ result: { data: { json: PortalAnswer } } }];
        const config = answer.result.data.json;
        config.welcomeMessage.content = RICH_TEXT.welcome;
        config.footer.contactInformation = RICH_TEXT.contact;
        config.footer.utilityDescription = RICH_TEXT.description;
        config.footer.copyright = RICH_TEXT.copyright;
        for (const section of config.footer.sections)
            if (section.type === "html") section.values.html = RICH_TEXT.privacy;
        await route.fulfill({ response, json: [answer] });
    });
}

/** Gives the planted links their hostile styles through the CSSOM, as if the sanitizer had let
 * them through, to test the rich text's box on its own. */
async function forceHostileStyles(page: Page) {
    await page.locator(`a[href="${PLANTED}"]`).evaluateAll((links, styles) => {
        links.forEach((link, index) => (link.style.cssText = styles[index % styles.length]));
    }, HOSTILE_STYLES);
}

/**
 * Scrolls each visible control inside `scope` (links, buttons, form fields; not the planted links)
 * into view and hit-tests its center with `document.elementFromPoint`.
 * @returns how many controls were tested, and those a click at their center does not reach.
 */
async function controlsNotReached(scope: Locator): Promise<{ tested: number; missed: string[] }> {
    return scope.evaluate((root, planted) => {
        const controls = Array.from(
            root.querySelectorAll<HTMLElement>(
                "a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=checkbox]"
            )
        ).filter(control => {
            const { width, height } = control.getBoundingClientRect();
            return !control.closest(`a[href="${planted}"]`) && width > 1 && height > 1;
        });
        const missed: string[] = [];
        for (const control of controls) {
            control.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
            // A link that wraps is hit-tested on its first line.
            const box = Array.from(control.getClientRects()).find(r => r.width > 1 && r.height > 1);
            if (box === undefined) continue;
            const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            const reached =
                hit !== null &&
                (control.contains(hit) || (hit instanceof HTMLLabelElement && hit.control === control));
            if (!reached) {
                const name =
                    control.getAttribute("aria-label") ??
                    control.querySelector("img")?.alt ??
                    (control.textContent?.trim() || control.getAttribute("name"));
                const by = hit instanceof HTMLAnchorElement ? hit.href : hit?.tagName;
                missed.push(`${control.tagName.toLowerCase()} "${name}" (hit: ${by})`);
            }
        }
        return { tested: controls.length, missed };
    }, PLANTED);
}

test.describe("portal rich text stays in its box (docs/security.md §9)", () => {
    for (const width of [375, 1440])
        for (const scheme of ["light", "dark"] as const)
            for (const [state, dir] of [
                ["", "ltr"],
                ["ar", "rtl"]
            ] as const)
                test(`a click on any of the theme's controls reaches it at ${width}px, ${scheme}, ${dir}`, async ({
                    page
                }) => {
                    const errors = collectPageErrors(page);
                    await plantHostileRichText(page);
                    await page.emulateMedia({ colorScheme: scheme });
                    await page.setViewportSize({ width, height: 900 });
                    await page.goto(`/?page=login.ftl${state === "" ? "" : `&state=${state}`}`);
                    // A cold preview reloads once after its first dependency scan.
                    await page.waitForLoadState("networkidle");
                    await expect(page.locator("html")).toHaveAttribute("dir", dir);
                    await expect(page.locator("html")).toHaveClass(
                        scheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/
                    );
                    const footer = page.getByRole("contentinfo");
                    await expect(footer.getByRole("navigation")).toBeVisible();
                    // The welcome column shows from 900px; the footer's three texts always.
                    const places = width >= 900 ? 4 : 3;
                    await expect(page.locator(`a[href="${PLANTED}"]`)).toHaveCount(3 * places);

                    const onPage = await controlsNotReached(page.locator("body"));
                    expect.soft(onPage.missed).toEqual([]);
                    // Footer links, logo link, six social links and the sign-in form at least.
                    expect(onPage.tested).toBeGreaterThanOrEqual(20);
                    // The box holds even with styles past the sanitizer's bounds.
                    await forceHostileStyles(page);
                    expect.soft(await controlsNotReached(page.locator("body"))).toEqual(onPage);

                    // The first footer link opens the Privacy Policy's html dialog; from the
                    // keyboard, as a click may not reach it.
                    await footer.getByRole("navigation").getByRole("link").first().press("Enter");
                    const dialog = page.getByRole("dialog");
                    await expect(dialog.locator(`a[href="${PLANTED}"]`)).toHaveCount(3);
                    const inDialog = await controlsNotReached(dialog);
                    expect(inDialog.missed).toEqual([]);
                    // Its two Close buttons.
                    expect(inDialog.tested).toBe(2);
                    await page.keyboard.press("Escape");
                    await expect(dialog).toBeHidden();
                    expect(errors).toEqual([]);
                });
});
