// @vitest-environment node
import { describe, expect, it } from "vitest";
import { FIRST_VIEW_PAGES } from "./firstView/firstView";
import { messageKeysIn, pageModules, SERVER_TEXT_PAGES, type ChunkGraph } from "./serverTexts";

/** A chunk of a made-up build: `name` for its file, its facade and one module. */
function chunk(name: string, links: Partial<ChunkGraph> = {}): ChunkGraph {
    return {
        fileName: `${name}.js`,
        isEntry: false,
        facadeModuleId: `/app${name}`,
        imports: [],
        dynamicImports: [],
        moduleIds: [`/app${name}`],
        ...links
    };
}

const build = [
    chunk("/src/main.tsx", {
        isEntry: true,
        imports: ["/src/login/Template.tsx.js"],
        dynamicImports: [
            "/src/login/pages/Login.tsx.js",
            "/src/login/pages/LoginOtp.tsx.js",
            "/src/login/StyledDefaultPage.tsx.js",
            "/src/login/components/DescribedUserProfileFormFields.tsx.js"
        ]
    }),
    chunk("/src/login/Template.tsx", { dynamicImports: ["/src/login/footer/Footer.tsx.js"] }),
    chunk("/src/login/footer/Footer.tsx"),
    chunk("/src/login/pages/Login.tsx", { imports: ["/src/components/ui/field.tsx.js"] }),
    chunk("/src/components/ui/field.tsx"),
    chunk("/src/login/pages/LoginOtp.tsx"),
    chunk("/src/login/StyledDefaultPage.tsx", {
        dynamicImports: ["/node_modules/keycloakify/login/pages/LoginUsername.js.js"]
    }),
    chunk("/node_modules/keycloakify/login/pages/LoginUsername.js"),
    chunk("/src/login/components/DescribedUserProfileFormFields.tsx")
];

describe("pageModules", () => {
    it("follows a page's imports, the entry and what they load on demand, but not other pages or the profile form", () => {
        expect(pageModules(build, "/src/login/pages/Login.tsx").sort()).toEqual([
            "/app/src/components/ui/field.tsx",
            "/app/src/login/Template.tsx",
            "/app/src/login/footer/Footer.tsx",
            "/app/src/login/pages/Login.tsx",
            "/app/src/main.tsx"
        ]);
    });

    it("gives Keycloakify's page the styling page that renders it", () => {
        expect(pageModules(build, "/keycloakify/login/pages/LoginUsername.js")).toContain(
            "/app/src/login/StyledDefaultPage.tsx"
        );
    });

    it("fails for a page module no chunk has, rather than give it no texts", () => {
        expect(() => pageModules(build, "/src/login/pages/Gone.tsx")).toThrow(
            "serverTexts: no chunk for /src/login/pages/Gone.tsx"
        );
    });
});

describe("messageKeysIn", () => {
    const messages = {
        doLogIn: "Sign In",
        colorModeDark: "Dark",
        "loginTotp.totp": "Time",
        unused: "x"
    };

    it("finds keys passed to msg functions, kept as strings in a map, and named by a template's start", () => {
        const sources = [
            'msgStr("doLogIn")',
            'const labels = { dark: "colorModeDark" };',
            "msg(`loginTotp.${type}`)"
        ];
        expect(messageKeysIn(sources, messages)).toEqual(["doLogIn", "colorModeDark", "loginTotp.totp"]);
    });
});

describe("SERVER_TEXT_PAGES", () => {
    it("names every page with a first view, whose texts the app must show as the server does", () => {
        expect(Object.keys(SERVER_TEXT_PAGES).sort()).toEqual(Object.keys(FIRST_VIEW_PAGES).sort());
    });
});
