import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import type { KcContext } from "./KcContext";
import { getKcContextMock } from "@/test-support/KcContextMock";
import { stubPortalFetch, type PortalAnswer } from "@/test-support/portalConfig";
import { DARK_QUERY } from "./colorMode";
import { useI18n } from "./i18n";
import { loadTranslations } from "./messages/loadTranslations";
import Template from "./Template";

// Keycloak serves authChecker.js; a unit test has none to load.
vi.mock("../../keycloakify-seam/browser/keycloakScripts", () => ({
    startKeycloakScripts: () => Promise.resolve()
}));

type LoginContext = Extract<KcContext, { pageId: "login.ftl" }>;

const portalConfig = {
    footer: { copyright: "© 2025 Northwind Gas", sections: [], socialLinks: [] },
    logos: { header: { url: "/assets/header-logo.svg", altText: "Northwind Gas" } },
    welcomeMessage: { title: "Welcome to Northwind Gas", content: "<p>Pay your bill.</p>" }
};

function stubPortal(answer: PortalAnswer, config: object = portalConfig) {
    return stubPortalFetch(answer, config);
}

/** A controllable `prefers-color-scheme: dark` media query; every other query matches (a wide screen). */
function stubDarkPreference(initiallyDark: boolean) {
    const listeners = new Set<() => void>();
    const query = {
        matches: initiallyDark,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener)
    };
    const otherQuery = { matches: true, addEventListener: () => {}, removeEventListener: () => {} };
    vi.stubGlobal("matchMedia", (text: string) => (text === DARK_QUERY ? query : otherQuery));
    return (dark: boolean) => {
        query.matches = dark;
        listeners.forEach(listener => listener());
    };
}

function Harness(props: {
    kcContext: LoginContext;
    displayRequiredFields?: boolean;
    headerNode?: ReactNode;
    infoNode?: ReactNode;
    children?: ReactNode;
}) {
    const { i18n } = useI18n({ kcContext: props.kcContext });
    return (
        <Template
            kcContext={props.kcContext}
            i18n={i18n}
            doUseDefaultCss={false}
            headerNode={props.headerNode === undefined ? "Sign in to your account" : props.headerNode}
            displayRequiredFields={props.displayRequiredFields}
            displayInfo={props.infoNode !== undefined}
            infoNode={props.infoNode}
        >
            {props.children ?? <form aria-label="Sign in" />}
        </Template>
    );
}

function renderTemplate(
    overrides: Record<string, unknown> = {},
    props: Omit<Parameters<typeof Harness>[0], "kcContext"> = {}
) {
    const kcContext = getKcContextMock({ pageId: "login.ftl", overrides }) as LoginContext;
    render(<Harness kcContext={kcContext} {...props} />);
    return kcContext;
}

describe("Template (docs/product.md §2.2)", () => {
    beforeEach(() => {
        localStorage.clear();
        document.documentElement.classList.remove("dark");
        stubDarkPreference(false);
    });
    afterEach(() => vi.unstubAllGlobals());

    it("renders the page title as the only h1 inside main, with the page id", async () => {
        stubPortal("ok");
        renderTemplate({ realm: { displayName: "myrealm" } });
        const main = await screen.findByRole("main");
        expect(main).toHaveAttribute("data-page-id", "login.ftl");
        expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
        expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Sign in to your account");
        expect(within(main).getByRole("form", { name: "Sign in" })).toBeInTheDocument();
        await waitFor(() => expect(document.title).toBe("Sign in to myrealm"));
    });

    it("shows the attempted username and a restart-login link below the title", async () => {
        stubPortal("ok");
        renderTemplate({
            auth: {
                showUsername: true,
                showResetCredentials: false,
                attemptedUsername: "jane@example.com"
            },
            url: { loginRestartFlowUrl: "/realms/r/login-actions/restart" }
        });
        expect(await screen.findByText("jane@example.com")).toBeInTheDocument();
        expect(screen.getByRole("link", { name: "Restart login" })).toHaveAttribute(
            "href",
            "/realms/r/login-actions/restart"
        );
        expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Sign in to your account");
    });

    it("keeps the title on the username page (showResetCredentials), as Keycloak does", async () => {
        stubPortal("ok");
        renderTemplate({
            auth: { showUsername: true, showResetCredentials: true, attemptedUsername: "jane" }
        });
        expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(
            "Sign in to your account"
        );
        expect(screen.queryByRole("link", { name: "Restart login" })).toBeNull();
    });

    it("shows the required-fields note only when asked", async () => {
        stubPortal("ok");
        renderTemplate({}, { displayRequiredFields: true });
        expect(await screen.findByText("Required fields")).toBeInTheDocument();
    });

    it("places the required-fields note below the title and username, above the form, as keycloak.v2 does", async () => {
        stubPortal("ok");
        renderTemplate(
            { auth: { showUsername: true, showResetCredentials: false, attemptedUsername: "alice" } },
            { displayRequiredFields: true }
        );
        const note = await screen.findByText("Required fields");
        const follows = (a: Node, b: Node) =>
            Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
        expect(follows(screen.getByRole("heading", { level: 1 }), note)).toBe(true);
        expect(follows(screen.getByText("alice"), note)).toBe(true);
        expect(follows(note, screen.getByRole("form", { name: "Sign in" }))).toBe(true);
    });

    it("titles a page Keycloak gives no title (select-organization.ftl) Sign In", async () => {
        stubPortal("ok");
        renderTemplate({ pageId: "select-organization.ftl" }, { headerNode: null });
        expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Sign In");
    });

    it("puts the info section after the form, except the reset-password instruction, which leads", async () => {
        const follows = (a: Node, b: Node) =>
            Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
        stubPortal("ok");
        renderTemplate({}, { infoNode: "New here? Register" });
        const form = await screen.findByRole("form", { name: "Sign in" });
        expect(follows(form, screen.getByText("New here? Register"))).toBe(true);
        cleanup();
        renderTemplate({ pageId: "login-reset-password.ftl" }, { infoNode: "We will mail you a link" });
        const resetForm = await screen.findByRole("form", { name: "Sign in" });
        expect(follows(screen.getByText("We will mail you a link"), resetForm)).toBe(true);
    });

    it("shows the message alert and hides a warning during an application-initiated action", async () => {
        stubPortal("ok");
        renderTemplate({ message: { type: "error", summary: "Invalid username or password." } });
        expect(await screen.findByRole("alert")).toHaveTextContent("Invalid username or password.");
    });

    it("hides a warning when the action was initiated by the application", async () => {
        stubPortal("ok");
        renderTemplate({
            message: { type: "warning", summary: "Update your password" },
            isAppInitiatedAction: true
        });
        await screen.findByRole("main");
        expect(screen.queryByText("Update your password")).toBeNull();
    });

    it("offers Try another way as a form post of tryAnotherWay=on to the login action", async () => {
        stubPortal("ok");
        renderTemplate({
            auth: { showTryAnotherWayLink: true },
            url: { loginAction: "https://kc.example/login-actions/authenticate" }
        });
        const control = await screen.findByRole("button", { name: "Try Another Way" });
        const form = control.closest("form")!;
        expect(form).toHaveAttribute("action", "https://kc.example/login-actions/authenticate");
        expect(form).toHaveAttribute("method", "post");
        expect(Object.fromEntries(new FormData(form))).toEqual({ tryAnotherWay: "on" });
    });

    it("shows the footer, logo and welcome text only once the portal has answered", async () => {
        const portal = stubPortal("manual");
        renderTemplate();
        await screen.findByRole("main");
        expect(screen.queryByRole("contentinfo")).toBeNull();
        expect(screen.queryByRole("img")).toBeNull();
        // While waiting, the logo box is empty: no utility-name text that the image would replace.
        expect(screen.queryByText("Gas Utility")).toBeNull();

        await act(async () => portal.release());
        expect(await screen.findByRole("contentinfo")).toHaveTextContent("© 2025 Northwind Gas");
        expect(screen.getByRole("img", { name: "Northwind Gas" })).toHaveAttribute(
            "src",
            "http://localhost:4318/assets/header-logo.svg"
        );
        expect(
            screen.getByRole("heading", { level: 2, name: "Welcome to Northwind Gas" })
        ).toBeInTheDocument();
    });

    it("lets the portal's welcome and footer texts keep their own direction (dir=auto)", async () => {
        stubPortal("ok", {
            ...portalConfig,
            footer: {
                ...portalConfig.footer,
                sections: [{ title: "Privacy", type: "link", values: { link: "https://p.example/" } }]
            }
        });
        renderTemplate({ locale: { currentLanguageTag: "ar", rtl: true } });
        const footer = await screen.findByRole("contentinfo");
        expect(
            screen.getByRole("heading", { level: 2, name: "Welcome to Northwind Gas" })
        ).toHaveAttribute("dir", "auto");
        expect(screen.getByText("Pay your bill.").closest("[dir]")).toHaveAttribute("dir", "auto");
        expect(within(footer).getByText("© 2025 Northwind Gas").closest("[dir]")).toHaveAttribute(
            "dir",
            "auto"
        );
        expect(
            within(footer)
                .getByRole("link", { name: /Privacy/ })
                .closest("[dir]")
        ).toHaveAttribute("dir", "auto");
    });

    it("keeps the form and shows no footer when the portal fails; the logo falls back to the utility name", async () => {
        vi.spyOn(console, "error").mockImplementation(() => {});
        stubPortal("http-500");
        renderTemplate();
        expect(await screen.findByText("Gas Utility")).toBeInTheDocument();
        expect(screen.getByRole("form", { name: "Sign in" })).toBeInTheDocument();
        expect(screen.queryByRole("contentinfo")).toBeNull();
        expect(console.error).toHaveBeenCalledWith(expect.stringContaining("HTTP error! status: 500"));
    });

    it("names the FAQ link that replaces the logo-redirect section in the page's language", async () => {
        const logoRedirect = {
            title: "Footer Logo Redirect URL",
            type: "link",
            values: { link: "https://home.example/" }
        };
        stubPortal("ok", {
            ...portalConfig,
            footer: { ...portalConfig.footer, sections: [logoRedirect] }
        });
        // Loaded first, as the boot script does: the first transform of that chunk can outlast
        // Testing Library's wait on a busy machine.
        await loadTranslations("ar");
        renderTemplate({ locale: { currentLanguageTag: "ar" } });
        const footer = await screen.findByRole("contentinfo");
        expect(await within(footer).findByRole("link", { name: /الأسئلة الشائعة/ })).toHaveAttribute(
            "href",
            "http://localhost:4318/en/faq"
        );
    });

    it("offers a language menu when internationalization is on and several languages exist", async () => {
        stubPortal("ok");
        renderTemplate();
        const trigger = await screen.findByRole("button", { name: /English/ });
        trigger.focus();
        await userEvent.keyboard("{ArrowDown}");
        const menu = await screen.findByRole("menu");
        expect(within(menu).getByRole("menuitem", { name: "Deutsch" })).toHaveAttribute("href");
    });

    it("has no language menu when internationalization is off", async () => {
        stubPortal("ok");
        renderTemplate({ realm: { internationalizationEnabled: false }, locale: undefined });
        await screen.findByRole("main");
        expect(screen.queryByRole("button", { name: /English/ })).toBeNull();
    });
});

describe("Template color mode (docs/product.md §4)", () => {
    beforeEach(() => {
        localStorage.clear();
        document.documentElement.classList.remove("dark");
    });
    afterEach(() => vi.unstubAllGlobals());

    it("switches to dark from the toggle and remembers it", async () => {
        stubPortal("ok");
        stubDarkPreference(false);
        renderTemplate();
        const group = await screen.findByRole("group", { name: "Color mode" });
        expect(within(group).getByRole("button", { name: "System" })).toHaveAttribute(
            "aria-pressed",
            "true"
        );
        await userEvent.click(within(group).getByRole("button", { name: "Dark" }));
        expect(document.documentElement).toHaveClass("dark");
        expect(localStorage.getItem("utility-portal.color-mode")).toBe("dark");
        expect(within(group).getByRole("button", { name: "Dark" })).toHaveAttribute(
            "aria-pressed",
            "true"
        );
    });

    it("starts from the stored mode", async () => {
        stubPortal("ok");
        stubDarkPreference(false);
        localStorage.setItem("utility-portal.color-mode", "dark");
        renderTemplate();
        await screen.findByRole("main");
        expect(document.documentElement).toHaveClass("dark");
    });

    it("follows the device setting live in system mode", async () => {
        stubPortal("ok");
        const setDevicePreference = stubDarkPreference(false);
        renderTemplate();
        await screen.findByRole("main");
        expect(document.documentElement).not.toHaveClass("dark");
        act(() => setDevicePreference(true));
        expect(document.documentElement).toHaveClass("dark");
        act(() => setDevicePreference(false));
        expect(document.documentElement).not.toHaveClass("dark");
    });

    it("forces light and hides the toggle when the realm turned dark mode off", async () => {
        stubPortal("ok");
        stubDarkPreference(true);
        localStorage.setItem("utility-portal.color-mode", "dark");
        renderTemplate({ darkMode: false });
        await screen.findByRole("main");
        expect(document.documentElement).not.toHaveClass("dark");
        expect(screen.queryByRole("group", { name: "Color mode" })).toBeNull();
    });
});
