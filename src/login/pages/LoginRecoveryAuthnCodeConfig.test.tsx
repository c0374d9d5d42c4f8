import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getKcContextMock } from "@/test-support/KcContextMock";
import { postedEntries, renderPage } from "@/test-support/renderPage";
import LoginRecoveryAuthnCodeConfig from "./LoginRecoveryAuthnCodeConfig";

type Overrides = Parameters<
    typeof getKcContextMock<"login-recovery-authn-code-config.ftl">
>[0]["overrides"];

const loginAction =
    "https://sso.example.com/realms/portal/login-actions/required-action?execution=CONFIGURE_RECOVERY_AUTHN_CODES";
const codes = ["ABCD12345678", "EFGH90123456", "JKLM78901234"];
const generatedAt = Date.UTC(2026, 10, 24, 1, 45);

function renderConfig(overrides: Overrides = {}) {
    const kcContext = getKcContextMock({
        pageId: "login-recovery-authn-code-config.ftl",
        overrides: {
            url: { loginAction },
            recoveryAuthnCodesConfigBean: {
                generatedRecoveryAuthnCodesList: codes,
                generatedRecoveryAuthnCodesAsString: codes.join(","),
                generatedAt
            },
            ...overrides
        }
    });
    const view = renderPage(LoginRecoveryAuthnCodeConfig, kcContext);
    return {
        ...view,
        form: view.container.querySelector<HTMLFormElement>("form#kc-recovery-codes-settings-form")!
    };
}

afterEach(() => vi.restoreAllMocks());

describe("Recovery-code set-up page (login-recovery-authn-code-config.ftl)", () => {
    it("lists the codes numbered and grouped as Keycloak shows them, each kept on one line", () => {
        renderConfig();
        const list = screen.getAllByRole("list")[0];
        const items = within(list).getAllByRole("listitem");
        expect(items.map(item => item.textContent)).toEqual([
            "1: ABCD-1234-5678",
            "2: EFGH-9012-3456",
            "3: JKLM-7890-1234"
        ]);
        for (const item of items) expect(item).toHaveClass("whitespace-nowrap");
    });

    it("shows one warning with Keycloak's title and message, holding Keycloak's own warning", () => {
        const { main } = renderConfig({
            message: {
                type: "warning",
                summary: "You need to set up Backup Codes to activate your account."
            }
        });
        const warnings = within(main).getAllByText(/won't appear again|Backup Codes/);
        expect(warnings).toHaveLength(2);
        expect(warnings[0].closest("[data-variant]")).toBe(warnings[1].closest("[data-variant]"));
        expect(main).toHaveAttribute("data-display-message", "false");
        expect(screen.getByText(/Make sure to print, download, or copy them/)).toBeInTheDocument();
    });

    it("leaves an error message to the template's alert", () => {
        const { main } = renderConfig({ message: { type: "error", summary: "Something failed." } });
        expect(main).toHaveAttribute("data-display-message", "true");
        expect(screen.queryByText("Something failed.")).toBeNull();
    });

    it("enables Complete setup only once the customer confirms the codes are saved", async () => {
        renderConfig();
        const complete = screen.getByRole("button", { name: "Complete setup" });
        expect(complete).toBeDisabled();
        await userEvent.click(screen.getByLabelText("I have saved these codes somewhere safe"));
        expect(complete).toBeEnabled();
        await userEvent.click(screen.getByLabelText("I have saved these codes somewhere safe"));
        expect(complete).toBeDisabled();
    });

    it("posts what Keycloak's page posts to url.loginAction, not the confirmation box", async () => {
        const { form } = renderConfig();
        await userEvent.click(screen.getByLabelText("I have saved these codes somewhere safe"));
        await userEvent.click(screen.getByLabelText("Sign out from other devices"));
        expect(form).toHaveAttribute("method", "post");
        expect(form.action).toBe(loginAction);
        expect(postedEntries(form)).toEqual([
            ["generatedRecoveryAuthnCodes", codes.join(",")],
            ["generatedAt", String(generatedAt)],
            ["userLabel", "Recovery codes"],
            ["logout-sessions", "on"]
        ]);
    });

    it("offers no Cancel setup outside an application-initiated action", () => {
        renderConfig();
        expect(screen.queryByRole("button", { name: "Cancel setup" })).toBeNull();
    });

    it("offers Cancel setup, posting cancel-aia=true, in an application-initiated action", () => {
        const { form } = renderConfig({ isAppInitiatedAction: true });
        const cancel = within(form).getByRole("button", { name: "Cancel setup" });
        expect(postedEntries(form, cancel)).toContainEqual(["cancel-aia", "true"]);
    });

    it("copies the numbered codes to the clipboard and announces it", async () => {
        const user = userEvent.setup();
        const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
        renderConfig();
        await user.click(screen.getByRole("button", { name: "Copy" }));
        expect(writeText).toHaveBeenCalledWith(
            "1: ABCD-1234-5678\r\n2: EFGH-9012-3456\r\n3: JKLM-7890-1234\r\n"
        );
        expect(await screen.findByRole("status")).toHaveTextContent("Copied");
    });

    it("asks the customer to copy by hand when the clipboard refuses", async () => {
        const user = userEvent.setup();
        vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
        renderConfig();
        await user.click(screen.getByRole("button", { name: "Copy" }));
        expect(await screen.findByRole("status")).toHaveTextContent(
            "Could not copy. Select the codes and copy them yourself."
        );
    });

    it("downloads Keycloak's file of the codes from a link, with no script", () => {
        renderConfig();
        const link = screen.getByRole("link", { name: "Download" });
        expect(link).toHaveAttribute("download", "kc-download-recovery-codes.txt");
        const href = link.getAttribute("href")!;
        expect(href.startsWith("data:text/plain;charset=utf-8,")).toBe(true);
        const text = decodeURIComponent(href.slice(href.indexOf(",") + 1));
        expect(text).toMatch(
            /^Keep these recovery codes somewhere safe\.\n\n1: ABCD-1234-5678\r\n2: EFGH-9012-3456\r\n3: JKLM-7890-1234\r\n\nRecovery codes are single-use passcodes .*\n\nThese codes were generated on November 24, 2026/
        );
    });

    it("prints with window.print and a print-only sheet of the codes and Keycloak's texts", async () => {
        const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
        renderConfig();
        await userEvent.click(screen.getByRole("button", { name: "Print" }));
        expect(print).toHaveBeenCalledTimes(1);
        const sheet = document.body.querySelector<HTMLElement>(":scope > [data-print-sheet]")!;
        expect(sheet).toHaveClass("hidden", "print:block");
        expect(sheet).toHaveTextContent("Keep these recovery codes somewhere safe.");
        expect(sheet).toHaveTextContent("3: JKLM-7890-1234");
        expect(sheet).toHaveTextContent("These codes were generated on November 24, 2026");
    });
});
