import { expect, test, type Browser, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { keycloakPageIds } from "@/test-support/pageIds";
import { PORTAL_FIXTURE_ONLY_KEY } from "../../ladle/workbenchStorage";
import { axeViolations } from "../fixtures/axe";
import { ensureLadleBuild } from "../fixtures/ladleBuild";
import { LADLE_SWEEP_SHOTS } from "./globalSetup";
import { collectPageErrors } from "../fixtures/pageErrors";
import { startStaticServer, type RunningStaticServer } from "../fixtures/staticServer";

/**
 * The accessibility sweep over the static Ladle site: every story, in each state its `meta.sweep`
 * lists (args such as `portal: "hang"`; `ladle/storyMeta.ts`), in light mode at 1440px and 375px and
 * in dark mode at 1440px, must pass axe (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) with no console error,
 * no failed request (except the portal call in states that make it fail on purpose) and no
 * horizontal scroll at 375px. Dark mode changes colors only, and 1440px shows every colored part
 * (375px hides the welcome column and shows nothing of its own), so its 375px pass would repeat the
 * light one. A mode with a problem is pictured in `test-results/ladle-sweep/` (every state with
 * `LADLE_SWEEP_PICTURES=all`).
 * Each state is loaded once, with the workbench's theme on `auto` (the app's `system` color mode,
 * docs/decisions.md §5): the device's preference, emulated, turns it dark in place, as a phone
 * switching to its dark theme does, so a dialog the state opened stays open for both modes.
 * The portal answers in-process from its fixture (`ladle/workbenchStorage.ts`), so no verdict waits
 * on another process; the global setup (`globalSetup.ts`) builds the site when it is missing or stale.
 */

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** Pages open at once per test (two workers → twice as many); measured best on two cores. */
const PAGES_PER_TEST = 2;
/** Errors a state with a failing portal is expected to produce: the failing or abandoned portal call. */
const PORTAL_FAILURE =
    /portalConfigurationApi|status of 500|HTTP error! status: 500|fetch Error occurred|Error loading footer data/;
/**
 * Longest wait for a story's page, footer, dialog or color mode to appear, in ms: about 30 times
 * what it takes on a quiet machine, so that only a story that never shows them fails, however busy
 * the machine.
 */
const WAIT_MS = 60_000;
/**
 * The states are checked in this many tests, each with a time limit of its own
 * ({@link STATE_TIME_LIMIT_MS} per state), spread over both workers.
 */
const SHARDS = 12;
/**
 * Time limit of a test per story state it checks, in ms. A state takes about 11 s of a page's time
 * on a quiet 2-core machine (light at two widths, then dark; four pages at once over both workers),
 * so a part of 7 states about 40 s; the limit leaves room for a machine 30 times slower, so it can
 * only fail a sweep that hangs.
 */
const STATE_TIME_LIMIT_MS = 180_000;
/** Cuts animations and transitions so every check sees the final state. */
const NO_MOTION = "*,*::before,*::after{animation:none!important;transition:none!important}";

type Mode = "light" | "dark";
type StoryMeta = { opens?: "dialog"; sweep?: Array<Record<string, string>> };
/** One state of a story to check: its id, the args that make the state, a name for reports. */
type Story = { id: string; meta: StoryMeta; args: Record<string, string>; name: string };

/** Every state of every story of the build's `meta.json` (`meta.sweep`, else the story as it opens). */
function readStories(site: string): Story[] {
    const json = JSON.parse(readFileSync(`${site}/meta.json`, "utf8")) as {
        stories: Record<string, { meta?: StoryMeta }>;
    };
    return Object.entries(json.stories).flatMap(([id, { meta = {} }]) =>
        (meta.sweep ?? [{}]).map(args => {
            const state = Object.entries(args).map(([name, value]) => `${name}=${value}`);
            return { id, meta, args, name: state.length === 0 ? id : `${id}?${state.join("&")}` };
        })
    );
}

/** `LADLE_SWEEP_STORIES=<text>` limits the sweep to story ids containing the text (while fixing one). */
const ONLY = process.env.LADLE_SWEEP_STORIES;
/**
 * `LADLE_SWEEP_PICTURES=all` pictures every state in each mode, to look the workbench over; else
 * only a mode with a problem is pictured, as a full-page picture costs about 0.4 s.
 */
const PICTURE_EVERY_STATE = process.env.LADLE_SWEEP_PICTURES === "all";

/** Resolves once the DOM has not changed for `quietMs` (or after `maxMs`): late texts, portal reloads. */
async function waitForQuiet(page: Page, quietMs = 200, maxMs = 3000): Promise<void> {
    await page.evaluate(
        ({ quietMs, maxMs }) =>
            new Promise<void>(resolve => {
                let timer = setTimeout(done, quietMs);
                const cap = setTimeout(done, maxMs);
                const observer = new MutationObserver(() => {
                    clearTimeout(timer);
                    timer = setTimeout(done, quietMs);
                });
                observer.observe(document, { subtree: true, childList: true, attributes: true });
                function done() {
                    observer.disconnect();
                    clearTimeout(timer);
                    clearTimeout(cap);
                    resolve();
                }
            }),
        { quietMs, maxMs }
    );
}

/**
 * Whether the page shows the state its args ask for (a control Ladle ignored would leave the story
 * as it opens, and the sweep would check that twice): returns a problem per arg not shown.
 */
async function stateProblems(page: Page, args: Record<string, string>): Promise<string[]> {
    const shown: Record<string, () => Promise<boolean>> = {
        portal: async () => (await page.locator("footer").count()) === (args.portal === "ok" ? 1 : 0),
        message: async () => (await page.locator("main [role=alert], main [role=status]").count()) > 0,
        fieldErrors: async () => (await page.locator("main [aria-invalid=true]").count()) > 0,
        locale: async () => (await page.locator("html").getAttribute("lang")) === args.locale,
        colorMode: async () => true
    };
    const problems: string[] = [];
    for (const name of Object.keys(args)) {
        const check = shown[name];
        if (check === undefined || !(await check()))
            problems.push(`state ${name}=${args[name]} not shown`);
    }
    return problems;
}

/** The color mode a state's `colorMode` arg fixes, whatever the device prefers; none for `system`. */
function fixedMode(story: Story): Mode | undefined {
    const chosen = story.args.colorMode;
    return chosen === "light" || chosen === "dark" ? chosen : undefined;
}

/** Problems of the page as it stands in `mode` at 1440px: color mode, state, axe; then its picture. */
async function checkWide(page: Page, story: Story, mode: Mode): Promise<string[]> {
    const problems: string[] = [];
    const scheme = fixedMode(story) ?? mode;
    // The device's new preference reaches the page as a media-query change, answered by a render.
    const applied = await page
        .waitForFunction(
            dark => document.documentElement.classList.contains("dark") === dark,
            scheme === "dark",
            { timeout: WAIT_MS }
        )
        .then(
            () => true,
            () => false
        );
    if (!applied) problems.push(`color mode ${scheme} not applied`);
    await page.evaluate(() => document.fonts.ready);
    await waitForQuiet(page);
    problems.push(...(await stateProblems(page, story.args)));
    problems.push(...(await axeViolations(page)).map(text => `1440px: ${text}`));
    if (PICTURE_EVERY_STATE || problems.length > 0) {
        const shot = story.name.replace(/[?&=]/g, "_");
        await page.screenshot({ path: `${LADLE_SWEEP_SHOTS}/${shot}.${scheme}.png`, fullPage: true });
    }
    return problems.map(problem => `[${scheme}] ${problem}`);
}

/** Problems of the page in light mode at 375px: horizontal scroll, axe. */
async function checkNarrow(page: Page): Promise<string[]> {
    await page.setViewportSize({ width: 375, height: 800 });
    await waitForQuiet(page, 100);
    const problems: string[] = [];
    const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth
    );
    if (overflow > 0) problems.push(`375px: horizontal scroll of ${overflow}px`);
    problems.push(...(await axeViolations(page)).map(text => `375px: ${text}`));
    return problems.map(problem => `[light] ${problem}`);
}

/**
 * Opens `story` on a light device and checks it at 1440px and 375px, then turns the device dark
 * and checks it again at 1440px; returns the problems found.
 */
async function checkStory(page: Page, base: string, story: Story): Promise<string[]> {
    const errors = collectPageErrors(page);
    page.on("console", message => {
        // A renamed state in src/test-support/pageStates.ts would silently show the plain mock.
        if (message.text().startsWith("Unknown mock state")) errors.push(`console: ${message.text()}`);
    });
    page.on("response", response => {
        if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    await page.emulateMedia({ colorScheme: "light" });
    await page.setViewportSize({ width: 1440, height: 900 });
    const args = Object.entries(story.args).map(([name, value]) => `&arg-${name}=${value}`);
    await page.goto(`${base}/?story=${story.id}&mode=preview&theme=auto${args.join("")}`);
    // CSS, not the role: an open modal dialog hides `main` from the accessibility tree.
    await page.locator("main").first().waitFor({ timeout: WAIT_MS });
    const portalFails = (story.args.portal ?? "ok") !== "ok";
    if (!portalFails) await page.locator("footer").waitFor({ timeout: WAIT_MS });
    if (story.meta.opens === "dialog") await page.getByRole("dialog").waitFor({ timeout: WAIT_MS });

    const problems = [...(await checkWide(page, story, "light")), ...(await checkNarrow(page))];
    // A state that fixes its mode looks the same on a dark device.
    if (fixedMode(story) === undefined) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.emulateMedia({ colorScheme: "dark" });
        problems.push(...(await checkWide(page, story, "dark")));
    }

    page.removeAllListeners();
    const unexpected = errors.filter(error => !portalFails || !PORTAL_FAILURE.test(error));
    problems.push(...unexpected);
    return problems.map(problem => `${story.name} ${problem}`);
}

/**
 * A browser context for one sweeping page. Each page gets its own: stories write the color mode
 * to localStorage while rendering and the Template reads it once mounted, so pages sharing storage
 * could apply each other's mode.
 */
async function newSweepContext(browser: Browser) {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    await context.addInitScript(
        ({ css, fixtureOnlyKey }) => {
            // Frames of other (or opaque) origins have no storage of the workbench's.
            if (window === window.top) localStorage.setItem(fixtureOnlyKey, "true");
            document.addEventListener("DOMContentLoaded", () => {
                const style = document.createElement("style");
                style.textContent = css;
                document.head.append(style);
            });
        },
        { css: NO_MOTION, fixtureOnlyKey: PORTAL_FIXTURE_ONLY_KEY }
    );
    return context;
}

/** Checks `stories` with a few pages, each in its own context, working through a shared queue. */
async function sweep(browser: Browser, base: string, stories: Story[]) {
    const queue = [...stories];
    const problems: string[] = [];
    const checked: string[] = [];
    await Promise.all(
        Array.from({ length: PAGES_PER_TEST }, async () => {
            const context = await newSweepContext(browser);
            const page = await context.newPage();
            for (let story = queue.shift(); story !== undefined; story = queue.shift()) {
                try {
                    problems.push(...(await checkStory(page, base, story)));
                } catch (error) {
                    problems.push(`${story.name} did not render: ${String(error)}`);
                    page.removeAllListeners();
                }
                checked.push(story.name);
            }
            await context.close();
        })
    );
    return { problems, checked };
}

// The parts spread over both workers (each serves the site itself; the global setup built it);
// a failed part does not skip the others.
test.describe.configure({ mode: "parallel" });

let server: RunningStaticServer;
let stories: Story[];
let selected: Story[];

test.beforeAll(async () => {
    test.setTimeout(180_000);
    const site = ensureLadleBuild(ROOT);
    stories = readStories(site);
    selected = ONLY === undefined ? stories : stories.filter(story => story.name.includes(ONLY));
    server = await startStaticServer(site);
});

test.afterAll(async () => {
    await server?.close();
});

test("the workbench has a story for every page id of docs/product.md §2.1", () => {
    const ids = stories.map(story => story.id);
    const missing = keycloakPageIds.filter(pageId => {
        const slug = pageId.replace(".", "-");
        return !ids.some(id => id.endsWith(`--${slug}`) || id.startsWith(`pages--${slug}--`));
    });
    expect(missing).toEqual([]);
});

test("the sweep checks at least one story state", () => {
    expect(
        selected.length,
        ONLY === undefined ? "no story states" : `no story id contains "${ONLY}"`
    ).toBeGreaterThan(0);
});

for (let shard = 0; shard < SHARDS; shard++) {
    test(`stories pass axe in light mode at 1440px and 375px and in dark mode at 1440px, without errors or scroll (part ${shard + 1} of ${SHARDS})`, async ({
        browser
    }) => {
        const part = selected.filter((_, index) => index % SHARDS === shard);
        test.setTimeout(60_000 + part.length * STATE_TIME_LIMIT_MS);
        const { problems, checked } = await sweep(browser, server.url, part);
        console.log(
            `Ladle sweep (part ${shard + 1}): ${new Set(checked).size} story states checked ` +
                `of ${stories.length}${ONLY === undefined ? "" : ` (only ids containing "${ONLY}")`}`
        );
        expect(new Set(checked).size).toBe(part.length);
        expect(problems).toEqual([]);
    });
}
