import { takeoverDue } from "./takeoverDue";

vi.mock("../login/pageRegistry", () => ({
    loadPageCode: (pageId: string) => Promise.resolve(pageId !== "lost.ftl")
}));

describe("takeoverDue (docs/decisions.md §11)", () => {
    it("comes after the tasks queued while the app's code was evaluated", async () => {
        const order: string[] = [];
        setTimeout(() => order.push("class tables"));
        setTimeout(() => order.push("sanitizer"));
        await takeoverDue("login.ftl").then(() => order.push("takeover"));
        expect(order).toEqual(["class tables", "sanitizer", "takeover"]);
    });

    it("says whether the page's code loaded", async () => {
        expect(await takeoverDue("login.ftl")).toBe(true);
        expect(await takeoverDue("lost.ftl")).toBe(false);
        expect(await takeoverDue(undefined)).toBe(true);
    });
});
