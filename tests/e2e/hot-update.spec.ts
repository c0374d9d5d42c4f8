import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";

const ROOT = join(import.meta.dirname, "../..");
/** What the dev servers read: copied, so the test edits a copy and never the checkout. */
const COPIED = [
    "src",
    "config",
    "keycloakify-seam",
    "ladle",
    "index.html",
    "vite.config.ts",
    "tsconfig.json",
    "tsconfig.app.json",
    "tsconfig.node.json",
    "tailwind.config.ts",
    "package.json"
];
/** Large or read-only: linked. */
const LINKED = ["node_modules", "public", "dev"];
const EDITED = "src/login/components/WelcomeColumn.tsx";

/**
 * Hot updates on the runtime we ship (docs/decisions.md §10, Prefresh): with a footer dialog open,
 * an edit to a component re-renders it in place, in `npm start`'s dev server and in Ladle, without
 * a reload (a marker on `window` survives) and without closing the dialog (its state is kept).
 * Each test serves a temporary copy of the sources and edits `WelcomeColumn.tsx` there.
 * Needs the local portal server on 4318 (started by `playwright.config.ts`) for the footer.
 */
test.describe("hot updates", () => {
    test.describe.configure({ timeout: 300_000 });

    let copy: string;
    let server: ChildProcess | undefined;

    test.beforeEach(() => {
        copy = mkdtempSync(join(tmpdir(), "hot-update-"));
        for (const path of COPIED) cpSync(join(ROOT, path), join(copy, path), { recursive: true });
        for (const path of LINKED) symlinkSync(join(ROOT, path), join(copy, path));
    });

    test.afterEach(() => {
        // A server that failed to start is gone already; its failure is the test's.
        if (server?.pid && server.exitCode === null && server.signalCode === null)
            process.kill(-server.pid, "SIGTERM");
        server = undefined;
        rmSync(copy, { recursive: true, force: true });
    });

    test("npm start: the edit shows with the Privacy Policy dialog still open", async ({ page }) => {
        const port = await freePort();
        const config = writeCopyConfig(copy, "vite.config.ts");
        server = serve(copy, ["vite", "--config", config, "--port", String(port), "--strictPort"]);
        await waitForServer(port);
        const dialog = page.getByRole("dialog", { name: "Privacy Policy" });
        await openSettled(page, async () => {
            await page.goto(`http://localhost:${port}/?page=login.ftl`);
            await page.getByRole("link", { name: "Privacy Policy" }).click({ timeout: 60_000 });
            await expect(dialog).toBeVisible();
        });
        await expectHotUpdate(page, copy, dialog);
    });

    test("Ladle: the edit shows in the open story with its dialog still open", async ({ page }) => {
        const port = await freePort();
        const config = writeCopyConfig(copy, "ladle/vite.config.mjs");
        server = serve(copy, [
            ...["ladle", "serve", "--config", "ladle", "--viteConfig", config],
            ...["--port", String(port)]
        ]);
        await waitForServer(port);
        const dialog = page.getByRole("dialog", { name: "Privacy Policy" });
        await openSettled(page, async () => {
            await page.goto(`http://localhost:${port}/?story=template--footer-dialog-html-open`);
            await expect(dialog).toBeVisible({ timeout: 60_000 });
        });
        await expectHotUpdate(page, copy, dialog);
    });
});

/**
 * Writes a Vite config beside `base` (a config file of the copy, relative to it) that adds what a
 * copy needs: its own dependency cache (the checkout's would be re-optimized under a running
 * preview) and the linked `node_modules` on the file allow-list. Returns the new file's path.
 */
function writeCopyConfig(copy: string, base: string): string {
    const path = join(copy, base.replace(/[^/]+$/, "vite.hot-update.mjs"));
    const overrides = {
        cacheDir: join(copy, ".vite"),
        server: { fs: { allow: [copy, ROOT] } }
    };
    writeFileSync(
        path,
        [
            `import { mergeConfig } from "vite";`,
            `import base from "./${base.split("/").pop()}";`,
            `export default mergeConfig(base, ${JSON.stringify(overrides)});`
        ].join("\n")
    );
    return path;
}

/**
 * Opens the state to edit under (`open`) once the dev server has stopped reloading the page: a
 * fresh dependency cache makes Vite reload once after optimizing the dependencies it meets late
 * (the footer's, the dialog's). A marker set on `window` must survive 10 s (optimizing takes about
 * a second on a quiet machine, several on a busy one); three tries.
 */
async function openSettled(page: Page, open: () => Promise<void>): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt++) {
        await open();
        await page.evaluate(() => ((window as { hotMarker?: number }).hotMarker = 1));
        await page.waitForTimeout(10_000);
        const kept = await page
            .evaluate(() => (window as { hotMarker?: number }).hotMarker === 1)
            .catch(() => false);
        if (kept) return;
    }
    throw new Error("the dev server kept reloading the page");
}

/**
 * With the window marked (`openSettled`), adds an attribute to the welcome column in the copy and
 * expects the new markup while `dialog` stays open and the marker stays (no navigation, no reload).
 */
async function expectHotUpdate(page: Page, copy: string, dialog: ReturnType<Page["getByRole"]>) {
    const welcome = page.locator("section[data-hot-edit]");
    await expect(welcome).toHaveCount(0);

    const path = join(copy, EDITED);
    const source = readFileSync(path, "utf8");
    expect(source).toContain("<section\n");
    const edited = Date.now();
    writeFileSync(path, source.replace("<section\n", '<section data-hot-edit="1"\n'));

    // Generous: on a busy machine the dev server's transform and the update can take many seconds.
    await expect(welcome).toHaveCount(1, { timeout: 60_000 });
    // Reported, not asserted: the time from the write to the new markup on screen.
    const description = `${Date.now() - edited} ms`;
    test.info().annotations.push({ type: "edit-to-update", description });
    console.log(`hot update: ${test.info().title}: ${description}`);
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => (window as { hotMarker?: number }).hotMarker)).toBe(1);
}

/** Starts `npx <args>` in `cwd` as its own process group, so the test can stop it and its children. */
function serve(cwd: string, args: string[]): ChildProcess {
    return spawn("npx", args, {
        cwd,
        detached: true,
        stdio: "ignore",
        env: { ...process.env, npm_config_cafile: "/dev/null", BROWSER: "none" }
    });
}

/** Resolves once `http://localhost:<port>/` answers; throws after 120 s. */
async function waitForServer(port: number): Promise<void> {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
        const answered = await fetch(`http://localhost:${port}/`).then(
            response => response.ok,
            () => false
        );
        if (answered) return;
        await new Promise(resolve => setTimeout(resolve, 500));
    }
    throw new Error(`no dev server on port ${port} after 120 s`);
}

/** A TCP port free on 127.0.0.1 right now. */
function freePort(): Promise<number> {
    return new Promise((resolve, reject) => {
        const probe = createServer();
        probe.once("error", reject);
        probe.listen(0, "127.0.0.1", () => {
            const address = probe.address();
            probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
        });
    });
}
