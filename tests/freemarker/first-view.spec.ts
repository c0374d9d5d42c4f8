import type { Page } from "@playwright/test";
import { holdRequests } from "../fixtures/holdRequests";
import { collectPageErrors } from "../fixtures/pageErrors";
import { loginActionOf } from "./browserChecks";
import type { RenderedPage } from "./harness";
import { expect, jarBuilt, test, type FreemarkerWorld } from "./fixture";

/**
 * docs/decisions.md §22: FreeMarker writes the sign-in and error pages' first view (the product's
 * frame and form, `config/firstView/firstView.ftl`), so it paints and signs in before any script,
 * and the app takes it over in place. Scripts are held back or refused with `page.route`, so no
 * verdict depends on how fast the machine is.
 */
const APP_SCRIPTS = /\/assets\/(boot|vendor|index)-[^/]+\.js$/;

/** Every layout shift of the page, input or not (Lighthouse's CLS leaves out those after input). */
function recordLayoutShifts(): void {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver(list => {
        for (const entry of list.getEntries())
            shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
}

const layoutShift = (page: Page) =>
    page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));

/** The boxes of `selectors` (`undefined` for one that is not there), to compare before and after the takeover. */
const boxesOf = (page: Page, selectors: string[]) =>
    page.evaluate(
        list =>
            list.map(selector => {
                const box = document.querySelector(selector)?.getBoundingClientRect();
                return box && { selector, x: box.x, y: box.y, width: box.width, height: box.height };
            }),
        selectors
    );

/** Opens `scenario`'s rendering of `ftl` with every script refused; returns the rendered page. */
async function openWithScriptsRefused(
    page: Page,
    freemarker: FreemarkerWorld,
    scenario: string,
    ftl: string
) {
    const rendered = freemarker.find(scenario, ftl);
    await page.route(/\.js$/, route => route.abort());
    await page.goto(freemarker.urlOf(rendered));
    return rendered;
}

/**
 * Records the methods of the requests to `rendered`'s login action and answers them "204 No
 * Content", which keeps the page where it is, as a post still under way would.
 */
async function recordPostsKeepingPage(page: Page, rendered: RenderedPage): Promise<string[]> {
    const posts: string[] = [];
    const loginAction = new URL(loginActionOf(rendered)).pathname;
    await page.route(
        url => url.pathname === loginAction,
        route => {
            posts.push(route.request().method());
            return route.fulfill({ status: 204 });
        }
    );
    return posts;
}

// A limit for a hang: the React jar (docs/decisions.md §10) missed 5 s on a loaded machine.
const tookOver = (page: Page) =>
    expect(page.locator("#root:not([data-first-view])")).toBeAttached({ timeout: 60_000 });

test.describe("the server-written first view", () => {
    test.skip(!jarBuilt, "run `npm run build-keycloak-theme` first (npm run test:freemarker does)");

    test("signs in with every script refused: the product's form, styled, posting to the login action", async ({
        page,
        freemarker
    }) => {
        const rendered = await openWithScriptsRefused(page, freemarker, "login-default", "login.ftl");

        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to your account");
        await expect(page.locator("#username")).toBeFocused();
        // The product's stylesheet applies: the primary button is filled, not the browser's gray.
        const submit = page.getByRole("button", { name: "Sign In" });
        await expect(submit).toHaveCSS("background-color", "rgb(0, 103, 166)");
        await expect(page.locator("#kc-fallback")).toHaveCount(0);

        await page.getByLabel("Username or email").fill("alice@example.com");
        await page.getByLabel("Password", { exact: true }).fill("correct horse battery staple");
        const posted = freemarker.server.nextRequest(new URL(loginActionOf(rendered)).pathname);
        await submit.click();
        const request = await posted;
        expect(request.method).toBe("POST");
        expect(Object.fromEntries(request.fields)).toEqual({
            username: "alice@example.com",
            password: "correct horse battery staple",
            credentialId: ""
        });
    });

    test("the one-time-code page signs in with every script refused: device choice, code and its hint", async ({
        page,
        freemarker
    }) => {
        const rendered = await openWithScriptsRefused(
            page,
            freemarker,
            "otp-several-devices",
            "login-otp.ftl"
        );

        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign In");
        await expect(page.getByLabel("One-time code")).toBeFocused();
        await expect(page.getByLabel("One-time code")).toHaveAccessibleDescription(
            "Enter the code your authenticator app shows now."
        );
        await expect(page.getByRole("group", { name: "Authenticator device" })).toBeVisible();
        await expect(page.getByLabel("Phone")).toBeChecked();
        await expect(page.locator("#kc-fallback")).toHaveCount(0);

        await page.getByLabel("Tablet").check();
        await page.getByLabel("One-time code").fill("654321");
        const posted = freemarker.server.nextRequest(new URL(loginActionOf(rendered)).pathname);
        await page.getByRole("button", { name: "Sign In" }).click();
        const request = await posted;
        expect(Object.fromEntries(request.fields)).toEqual({
            selectedCredentialId: "cred-tablet",
            otp: "654321"
        });
    });

    test("the username step of a username-first flow posts with every script refused, as Keycloakify's page does", async ({
        page,
        freemarker
    }) => {
        const rendered = await openWithScriptsRefused(
            page,
            freemarker,
            "login-username",
            "login-username.ftl"
        );
        await expect(page.getByLabel("Username or email")).toBeFocused();
        await page.getByLabel("Username or email").fill("alice@example.com");
        await page.getByLabel("Remember me").check();
        const posted = freemarker.server.nextRequest(new URL(loginActionOf(rendered)).pathname);
        await page.getByRole("button", { name: "Sign In" }).click();
        expect(Object.fromEntries((await posted).fields)).toEqual({
            username: "alice@example.com",
            rememberMe: "on",
            login: "Sign In"
        });
    });

    test("a wrong code is named under the code field with every script refused", async ({
        page,
        freemarker
    }) => {
        await openWithScriptsRefused(page, freemarker, "otp-error", "login-otp.ftl");
        const field = page.getByLabel("One-time code");
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect(field).toHaveAccessibleDescription(
            "Enter the code your authenticator app shows now. Invalid authenticator code."
        );
        await expect(page.getByRole("alert")).toHaveCount(0);
    });

    test("the password step names the user, restarts and offers another way with every script refused", async ({
        page,
        freemarker
    }) => {
        const rendered = await openWithScriptsRefused(
            page,
            freemarker,
            "login-username-hidden",
            "login.ftl"
        );
        await expect(page.locator("#kc-attempted-username")).toHaveText("alice@example.com");
        await expect(page.getByRole("link", { name: "Restart login" })).toBeVisible();
        const posted = freemarker.server.nextRequest(new URL(loginActionOf(rendered)).pathname);
        await page.getByRole("button", { name: "Try Another Way" }).click();
        expect(Object.fromEntries((await posted).fields)).toEqual({ tryAnotherWay: "on" });
    });

    /** A page's first view: what the customer does in it, and what the app must have kept. */
    type TakeoverCase = {
        scenario: string;
        ftl: string;
        /** What a customer looks at and types into, to compare before and after the takeover. */
        boxes: string[];
        act: (page: Page) => Promise<void>;
        kept: (page: Page) => Promise<void>;
    };
    const password = (page: Page) => page.getByLabel("Password", { exact: true });
    const code = (page: Page) => page.getByLabel("One-time code");
    const caretOf = (locator: ReturnType<Page["getByLabel"]>) =>
        locator.evaluate((input: HTMLInputElement) => input.selectionStart);
    /** A password step: the customer types `value`; the app's field has it, the focus and its toggle. */
    const passwordTyped = (value: string): Pick<TakeoverCase, "act" | "kept"> => ({
        act: page => password(page).pressSequentially(value),
        kept: async page => {
            await expect(page.getByRole("button", { name: "Show password" })).toBeVisible();
            await expect(password(page)).toHaveValue(value);
            await expect(password(page)).toBeFocused();
        }
    });
    const takeoverCases: TakeoverCase[] = [
        {
            scenario: "login-default",
            ftl: "login.ftl",
            boxes: ["#kc-page-title", "#username", "#password", "#rememberMe", "#kc-login"],
            act: async page => {
                await page.getByLabel("Username or email").fill("alice@example.com");
                await page.getByLabel("Remember me").check();
                await password(page).pressSequentially("s3cret!");
                await password(page).press("ArrowLeft");
                await password(page).press("ArrowLeft");
            },
            kept: async page => {
                await expect(page.getByRole("button", { name: "Show password" })).toBeVisible();
                await expect(page.getByLabel("Username or email")).toHaveValue("alice@example.com");
                await expect(password(page)).toHaveValue("s3cret!");
                await expect(page.getByLabel("Remember me")).toBeChecked();
                await expect(password(page)).toBeFocused();
                expect(await caretOf(password(page))).toBe(5);
            }
        },
        {
            scenario: "login-username-hidden",
            ftl: "login.ftl",
            boxes: [
                "#kc-page-title",
                "#kc-attempted-username",
                "#reset-login",
                "#password",
                "#kc-login",
                "#kc-select-try-another-way-form"
            ],
            ...passwordTyped("pw")
        },
        {
            scenario: "login-username",
            ftl: "login-username.ftl",
            boxes: ["#kc-page-title", "#username", "#rememberMe", "#kc-login", "#kc-registration"],
            act: async page => {
                await page.getByLabel("Remember me").check();
                await page.getByLabel("Username or email").pressSequentially("alice@example.com");
            },
            kept: async page => {
                await expect(page.getByLabel("Username or email")).toHaveValue("alice@example.com");
                await expect(page.getByLabel("Remember me")).toBeChecked();
                await expect(page.getByLabel("Username or email")).toBeFocused();
            }
        },
        {
            scenario: "login-password",
            ftl: "login-password.ftl",
            boxes: [
                "#kc-page-title",
                "#kc-attempted-username",
                "#password",
                "#kc-form-options a",
                "#kc-login"
            ],
            ...passwordTyped("s3cret!")
        },
        {
            scenario: "otp-several-devices",
            ftl: "login-otp.ftl",
            boxes: [
                "#kc-page-title",
                "#kc-otp-credential-0",
                "#kc-otp-credential-1",
                "#otp",
                "#otp-description",
                "#kc-login"
            ],
            act: async page => {
                await page.getByLabel("Tablet").check();
                await code(page).pressSequentially("654321");
                await code(page).press("ArrowLeft");
            },
            kept: async page => {
                await expect(page.getByLabel("Tablet")).toBeChecked();
                await expect(code(page)).toHaveValue("654321");
                await expect(code(page)).toBeFocused();
                expect(await caretOf(code(page))).toBe(5);
            }
        },
        {
            scenario: "otp-error",
            ftl: "login-otp.ftl",
            boxes: ["#kc-page-title", "#otp", "#input-error-otp-code", "#kc-login"],
            act: async page => {
                await code(page).pressSequentially("12");
            },
            kept: async page => {
                await expect(code(page)).toHaveValue("12");
                await expect(code(page)).toBeFocused();
            }
        }
    ];

    for (const viewport of [
        { width: 412, height: 823 },
        { width: 1280, height: 800 }
    ]) {
        for (const takeover of takeoverCases) {
            test(`${takeover.scenario}/${takeover.ftl} at ${viewport.width} px: the app takes it over in place, keeping what the customer did`, async ({
                page,
                freemarker
            }) => {
                const errors = collectPageErrors(page);
                await page.setViewportSize(viewport);
                await page.addInitScript(recordLayoutShifts);
                const release = await holdRequests(page, APP_SCRIPTS);
                // Not until "load": that waits for the scripts held back.
                await page.goto(freemarker.urlOf(freemarker.find(takeover.scenario, takeover.ftl)), {
                    waitUntil: "commit"
                });

                await takeover.act(page);
                // Layout is read once the customer could see it: the stylesheet in (it blocks the
                // first paint, not a script's layout read; a busy machine showed the difference),
                // and the fonts, which would move text by themselves, takeover or not.
                await page.waitForFunction(() =>
                    Array.from(document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")).every(
                        link => link.sheet !== null
                    )
                );
                await page.evaluate(() => document.fonts.ready);
                const before = await boxesOf(page, takeover.boxes);
                expect(before).not.toContain(undefined);

                release();
                await tookOver(page);
                await takeover.kept(page);
                expect(await boxesOf(page, takeover.boxes)).toEqual(before);
                expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
                expect(errors).toEqual([]);
            });
        }
    }

    // Each first view with what a customer acts on in it: the focused field, or the error page's message.
    const oneTaskCases = [
        { scenario: "login-default", ftl: "login.ftl", kept: "#username", focused: true },
        { scenario: "otp-single-device", ftl: "login-otp.ftl", kept: "#otp", focused: true },
        // Keycloakify's own pages: a `lazy` page would leave the root empty for a task or more.
        { scenario: "login-username", ftl: "login-username.ftl", kept: "#username", focused: true },
        { scenario: "login-password", ftl: "login-password.ftl", kept: "#password", focused: true },
        { scenario: "error-trace", ftl: "error.ftl", kept: "#kc-error-message", focused: false }
    ];
    for (const { scenario, ftl, kept, focused } of oneTaskCases) {
        test(`${ftl}: the app replaces the first view in one task, so a key pressed meanwhile is not lost`, async ({
            page,
            freemarker
        }) => {
            const release = await holdRequests(page, APP_SCRIPTS);
            await page.goto(freemarker.urlOf(freemarker.find(scenario, ftl)), { waitUntil: "commit" });
            await page.locator(kept).waitFor();
            // Each mutation batch of the root, with a count of the tasks run so far: a root without
            // `kept` at the end of a task is a moment a key would go nowhere.
            await page.evaluate(selector => {
                const seen: { task: number; kept: boolean }[] = [];
                (window as unknown as { seen: typeof seen }).seen = seen;
                let task = 0;
                const count = () => {
                    task += 1;
                    setTimeout(count, 0);
                };
                count();
                const root = document.getElementById("root")!;
                new MutationObserver(() =>
                    seen.push({ task, kept: root.querySelector(selector) !== null })
                ).observe(root, { childList: true, subtree: true });
            }, kept);
            release();
            await tookOver(page);
            await expect(page.locator(kept)).toBeVisible();
            if (focused) await expect(page.locator(kept)).toBeFocused();
            const seen = await page.evaluate(
                () => (window as unknown as { seen: { task: number; kept: boolean }[] }).seen
            );
            expect(seen).not.toEqual([]);
            const lastOfEachTask = new Map(seen.map(entry => [entry.task, entry.kept]));
            expect([...lastOfEachTask.values()]).not.toContain(false);
        });
    }

    test("a post under way is neither taken over nor sent twice", async ({ page, freemarker }) => {
        const rendered = freemarker.find("login-default", "login.ftl");
        const release = await holdRequests(page, APP_SCRIPTS);
        const posts = await recordPostsKeepingPage(page, rendered);
        await page.goto(freemarker.urlOf(rendered), { waitUntil: "commit" });
        await page.getByLabel("Username or email").fill("alice@example.com");
        await page.getByLabel("Password", { exact: true }).fill("secret");
        // Read directly: Playwright's locators would wait for the navigation a 204 never finishes.
        const rootMarks = () =>
            page.evaluate(() => document.getElementById("root")?.getAttributeNames().sort().join(" "));
        await page.getByRole("button", { name: "Sign In" }).click({ noWaitAfter: true });
        await expect.poll(rootMarks).toBe("data-first-view data-submitted id");
        await page.evaluate(() => document.getElementById("kc-login")?.click());

        release();
        await page.waitForResponse(/\/assets\/index-[^/]+\.js$/);
        await page.evaluate(() => new Promise(resolve => setTimeout(resolve, 500)));
        expect(await rootMarks()).toBe("data-first-view data-submitted id");
        expect(
            await page.evaluate(() => document.querySelector("[aria-label='Show password']"))
        ).toBeNull();
        expect(posts).toEqual(["POST"]);
    });

    const signIn = (page: Page) => page.getByRole("button", { name: "Sign In" });
    const presses = [
        {
            name: "a press",
            hold: async (page: Page) => {
                const button = (await signIn(page).boundingBox())!;
                await page.mouse.move(button.x + button.width / 2, button.y + button.height / 2);
                await page.mouse.down();
            },
            release: (page: Page) => page.mouse.up()
        },
        {
            name: "a Space held",
            hold: async (page: Page) => {
                await signIn(page).focus();
                await page.keyboard.down("Space");
            },
            release: (page: Page) => page.keyboard.up("Space")
        }
    ];
    for (const { name, hold, release: letGo } of presses) {
        test(`${name} on Sign In as the app arrives still posts: the takeover waits for its release`, async ({
            page,
            freemarker
        }) => {
            const rendered = freemarker.find("login-default", "login.ftl");
            // The boot script runs, as it has by the time a customer presses: the app's code is held.
            const release = await holdRequests(page, /\/assets\/(vendor|index)-[^/]+\.js$/);
            const posts = await recordPostsKeepingPage(page, rendered);
            await page.goto(freemarker.urlOf(rendered));
            await page.getByLabel("Username or email").fill("alice@example.com");
            await page.getByLabel("Password", { exact: true }).fill("secret");
            await hold(page);

            const main = page.waitForResponse(/\/assets\/index-[^/]+\.js$/);
            release();
            await (await main).finished();
            await page.evaluate(() => new Promise(resolve => setTimeout(resolve, 500)));
            // Taken over now, the release would land on the app's button and the click on neither.
            await expect(page.locator("#root")).toHaveAttribute("data-first-view");
            await letGo(page);
            await expect.poll(() => posts).toEqual(["POST"]);
            await expect(page.locator("#root")).toHaveAttribute("data-submitted");
        });
    }

    test("a keyboard user keeps their place: the link or button focused in the first view is focused in the app", async ({
        page,
        freemarker
    }) => {
        const release = await holdRequests(page, APP_SCRIPTS);
        await page.goto(freemarker.urlOf(freemarker.find("login-default", "login.ftl")), {
            waitUntil: "commit"
        });
        await page.getByLabel("Remember me").focus();
        await page.keyboard.press("Tab");
        const forgotten = page.getByRole("link", { name: "Forgot Password?" });
        await expect(forgotten).toBeFocused();

        release();
        await tookOver(page);
        await expect(forgotten).toBeFocused();
        await page.keyboard.press("Tab");
        await expect(signIn(page)).toBeFocused();
    });

    test("the error page shows Keycloak's message and the way back with every script refused", async ({
        page,
        freemarker
    }) => {
        await openWithScriptsRefused(page, freemarker, "error-trace", "error.ftl");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("We are sorry...");
        await expect(page.locator("#kc-error-message .instruction")).not.toBeEmpty();
        await expect(page.locator("#traceId")).toBeVisible();
        await expect(page.locator("#kc-fallback")).toHaveCount(0);
    });
});
