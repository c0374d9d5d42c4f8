type Options = {
    createHTML?: (input: string) => string;
    createScriptURL?: (input: string) => string;
};

/** A stand-in for the browser's `trustedTypes`: policies wrap their results so tests can tell. */
function fakeTrustedTypes() {
    const created = new Map<string, Options>();
    return {
        created,
        createPolicy(name: string, options: Options) {
            if (created.has(name)) throw new TypeError(`duplicate ${name}`);
            created.set(name, options);
            return {
                createHTML: (input: string) => ({ html: options.createHTML!(input) }),
                createScriptURL: (input: string) => ({ url: options.createScriptURL!(input) })
            };
        }
    };
}

async function load() {
    vi.resetModules();
    const trustedTypes = fakeTrustedTypes();
    vi.stubGlobal("trustedTypes", trustedTypes);
    return { trustedTypes, module: await import("./trustedTypes") };
}

afterEach(() => vi.unstubAllGlobals());

describe("trustedTypes", () => {
    it("returns the plain string where the browser has no Trusted Types", async () => {
        vi.resetModules();
        const { textareaHtml } = await import("./trustedTypes");
        expect(textareaHtml("a &amp; b")).toBe("a &amp; b");
    });

    it("hands out textarea HTML through the utility-portal-text policy, created once", async () => {
        const { trustedTypes, module } = await load();
        expect(module.textareaHtml("a &amp; b")).toEqual({ html: "a &amp; b" });
        expect(module.textareaHtml("c")).toEqual({ html: "c" });
        expect([...trustedTypes.created.keys()]).toEqual(["utility-portal-text"]);
    });

    it("sanitizes strings in the default policy and refuses script URLs of other origins", async () => {
        const { trustedTypes, module } = await load();
        module.installDefaultPolicy(
            html => html.replace(/<script>.*<\/script>/, ""),
            ["https://cdn.example/realm.js"]
        );
        const policy = trustedTypes.created.get("default")!;
        expect(policy.createHTML!("<b>x</b><script>y</script>")).toBe("<b>x</b>");
        expect(policy.createScriptURL!("/resources/x/pdfWorker.js")).toBe(
            `${window.location.origin}/resources/x/pdfWorker.js`
        );
        expect(policy.createScriptURL!("https://cdn.example/realm.js")).toBe(
            "https://cdn.example/realm.js"
        );
        expect(() => policy.createScriptURL!("https://evil.example/x.js")).toThrow(TypeError);
    });

    it("names every policy it creates in TRUSTED_TYPES_POLICY_NAMES", async () => {
        const { trustedTypes, module } = await load();
        module.sanitizerPolicy();
        module.textareaHtml("x");
        module.installDefaultPolicy(html => html);
        for (const name of trustedTypes.created.keys())
            expect(module.TRUSTED_TYPES_POLICY_NAMES).toContain(name);
    });
});
