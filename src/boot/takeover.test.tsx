import { lazy, Suspense, useLayoutEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { uiRuntime } from "../../config/uiRuntime";
import { getKcContextMock } from "@/test-support/KcContextMock";
import { stubPortalFetch } from "@/test-support/portalConfig";
import { loadPageCode } from "../login/pageRegistry";
import { appElement } from "./appElement";

// Runs on both runtimes (UI_RUNTIME, docs/decisions.md §10); where they differ, the test says so.
const runtime = uiRuntime();
const SERVER_FORM = '<form id="first-view"><input name="username"></form>';
const task = () => new Promise(resolve => setTimeout(resolve));
const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

vi.mock("../../keycloakify-seam/browser/keycloakScripts", () => ({
    startKeycloakScripts: () => Promise.resolve(),
    importKeycloakScript: () => new Promise(() => {})
}));

/**
 * A root holding the first view: what it holds when `render` returns, and what it held at the end
 * of each task until `done` (each state once, in order). Waits on `done`, not on a count of tasks:
 * React 19 reveals suspended content after a throttle of its own (300 ms), which a busy machine
 * stretches over any number of tasks; the test's own timeout bounds a hang.
 */
async function tasksOf(render: (root: Root) => void, done: (root: HTMLElement) => boolean) {
    const root = document.createElement("div");
    root.innerHTML = SERVER_FORM;
    document.body.append(root);
    const app = createRoot(root);
    mounted.push(app);
    const held = () => (root.querySelector("#first-view") ? "first view" : root.innerHTML || "empty");
    render(app);
    const afterRender = held();
    const seen: string[] = [];
    for (;;) {
        await task();
        if (done(root)) break;
        if (seen.at(-1) !== held()) seen.push(held());
    }
    return { root, afterRender, seen };
}

function Page(props: { commits: string[] }) {
    useLayoutEffect(
        () => void props.commits.push(document.getElementById("app")!.parentElement!.innerHTML)
    );
    return <p id="app">app</p>;
}
const mounted: Root[] = [];
const appIn = (root: HTMLElement) => root.querySelector("#app") !== null;

describe(`the takeover on ${runtime} (docs/decisions.md §10, §22)`, () => {
    // Real scheduling: React's act() would flush what this test watches happen.
    beforeAll(() => void (act.IS_REACT_ACT_ENVIRONMENT = false));
    afterEach(async () => {
        for (const app of mounted.splice(0)) app.unmount();
        await task();
        vi.unstubAllGlobals();
    });
    afterAll(() => void (act.IS_REACT_ACT_ENVIRONMENT = true));

    it("keeps the first view until the app's first commit, which replaces all of it", async () => {
        const commits: string[] = [];
        const rendered = await tasksOf(app => app.render(<Page commits={commits} />), appIn);
        expect(commits).toEqual(['<p id="app">app</p>']);
        expect(rendered.root.innerHTML).toBe('<p id="app">app</p>');
        expect(rendered.seen.filter(held => held !== "first view")).toEqual([]);
        // Differs on purpose: Preact commits within render(), React in a task of its own.
        expect(rendered.afterRender).toBe(runtime === "react" ? "first view" : '<p id="app">app</p>');
    });

    it("a lazy first render: Preact fills the root in the same task, React leaves it empty for tasks", async () => {
        const commits: string[] = [];
        const Lazy = lazy(() => Promise.resolve({ default: () => <Page commits={commits} /> }));
        const suspended = (app: Root) =>
            app.render(
                <Suspense fallback={null}>
                    <Lazy />
                </Suspense>
            );
        const { seen } = await tasksOf(suspended, appIn);
        expect(commits).toHaveLength(1);
        // Differs on purpose: why `appElement` renders `KcPage`, not kc.gen.tsx's lazy wrapper.
        if (runtime === "react") expect(seen).toContain("empty");
        else expect(seen).not.toContain("empty");
    });

    it("the app's first render, its page's code loaded, never ends a task with the root empty", async () => {
        stubPortalFetch("ok");
        const kcContext = getKcContextMock({ pageId: "login.ftl" });
        expect(await loadPageCode(kcContext.pageId)).toBe(true);
        const signIn = (root: HTMLElement) => root.querySelector("#kc-form-login") !== null;
        const { seen } = await tasksOf(app => app.render(appElement(kcContext)), signIn);
        expect(seen.filter(held => held !== "first view")).toEqual([]);
    });
});
