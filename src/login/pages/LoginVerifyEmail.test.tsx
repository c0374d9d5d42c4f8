import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { deepAssign } from "keycloakify/tools/deepAssign";
import { getKcContextMock } from "@/test-support/KcContextMock";
import { pageStateOverrides } from "@/test-support/pageStates";
import LoginVerifyEmail from "./LoginVerifyEmail";
import { postedEntries, renderPage } from "@/test-support/renderPage";
import { recordPosts } from "@/test-support/recordPosts";

const loginAction =
    "https://sso.example.com/realms/portal/login-actions/required-action?execution=VERIFY_EMAIL";

/** The customer's address, where the sign-in sent the mail. */
const customer = { verifyEmail: "john.doe@gmail.com", user: { email: "john.doe@gmail.com" } };

/** The page in the named mock states for {@link customer}, with `url.loginAction` set. */
function renderInStates(...states: string[]) {
    const kcContext = getKcContextMock({ pageId: "login-verify-email.ftl", overrides: customer });
    deepAssign({ target: kcContext, source: pageStateOverrides("login-verify-email.ftl", states) });
    kcContext.url.loginAction = loginAction;
    return renderPage(LoginVerifyEmail, kcContext);
}

describe("E-mail verification page (login-verify-email.ftl)", () => {
    it("names the address the e-mail went to", () => {
        renderPage(
            LoginVerifyEmail,
            getKcContextMock({ pageId: "login-verify-email.ftl", overrides: customer })
        );
        expect(
            screen.getByText(/has been sent to your address john\.doe@gmail\.com\./).closest("p")
        ).toHaveAttribute("id", "kc-verify-email");
        expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Email verification");
    });

    it("names verifyEmail, not the account's address, as where the e-mail went", () => {
        renderPage(
            LoginVerifyEmail,
            getKcContextMock({
                pageId: "login-verify-email.ftl",
                overrides: { verifyEmail: "new@example.com", user: { email: "old@example.com" } }
            })
        );
        expect(screen.getByText(/has been sent to your address new@example\.com\./)).toBeVisible();
        expect(screen.queryByText(/old@example\.com/)).toBeNull();
    });

    it("says the e-mail is about to be sent to the account's address when none was sent yet", () => {
        renderInStates("not-sent");
        expect(document.getElementById("kc-verify-email")).toHaveTextContent(
            "To verify your email address, we are about to send you email with instructions to the address john.doe@gmail.com."
        );
        expect(screen.queryByText(/has been sent/)).toBeNull();
    });

    it("links to url.loginAction to re-send the e-mail, with a self-explaining link text", () => {
        renderInStates();
        const info = screen.getByRole("complementary", { name: "info" });
        expect(info).toHaveTextContent("Haven't received a verification code in your email?");
        expect(
            within(info).getByRole("link", { name: "Click here to re-send the email." })
        ).toHaveAttribute("href", loginAction);
        expect(screen.queryByRole("button")).toBeNull();
    });

    it("offers Send and Cancel, and no re-send link, in an application-initiated action before the e-mail is sent", () => {
        renderInStates("aia", "not-sent");
        const send = screen.getByRole("button", { name: "Send verification email" });
        const cancel = screen.getByRole("button", { name: "Cancel" });
        const form = send.closest("form")!;
        expect(form).toHaveAttribute("action", loginAction);
        expect(form).toHaveAttribute("method", "post");
        expect(cancel.closest("form")).toBe(form);
        expect(send).toHaveAttribute("type", "submit");
        expect(send).not.toHaveAttribute("name");
        expect(cancel).toHaveAttribute("type", "submit");
        expect(cancel).toHaveAttribute("name", "cancel-aia");
        expect(cancel).toHaveAttribute("value", "true");
        expect(cancel).toHaveAttribute("formnovalidate");
        expect(screen.queryByRole("button", { name: "Re-send verification email" })).toBeNull();
        expect(screen.queryByRole("complementary", { name: "info" })).toBeNull();
        expect(screen.queryByRole("link")).toBeNull();
        expect(screen.getByText(/we are about to send you email/)).toBeVisible();
    });

    it("offers Re-send and Cancel in an application-initiated action once the e-mail was sent", () => {
        renderInStates("aia");
        expect(screen.getByText(/has been sent to your address john\.doe@gmail\.com\./)).toBeVisible();
        const resend = screen.getByRole("button", { name: "Re-send verification email" });
        expect(resend).toHaveAttribute("type", "submit");
        expect(resend.closest("form")).toHaveAttribute("action", loginAction);
        expect(screen.getByRole("button", { name: "Cancel" })).toHaveAttribute("name", "cancel-aia");
        expect(screen.queryByRole("button", { name: "Send verification email" })).toBeNull();
        expect(screen.queryByRole("complementary", { name: "info" })).toBeNull();
    });

    it("posts Send without cancel-aia and Cancel with cancel-aia=true", () => {
        renderInStates("aia", "not-sent");
        const send = screen.getByRole("button", { name: "Send verification email" });
        const cancel = screen.getByRole("button", { name: "Cancel" });
        const form = send.closest("form")!;
        expect(postedEntries(form, send)).toEqual([]);
        expect(postedEntries(form, cancel)).toEqual([["cancel-aia", "true"]]);
    });

    it("posts once and shows the spinner only on the button that was used", async () => {
        renderInStates("aia", "not-sent");
        const send = screen.getByRole("button", { name: "Send verification email" });
        const cancel = screen.getByRole("button", { name: "Cancel" });
        const { posted, stop } = recordPosts();
        await userEvent.click(send);
        expect(send).toHaveAttribute("aria-disabled", "true");
        expect(cancel).toHaveAttribute("aria-disabled", "true");
        expect(send.querySelector('[data-slot="spinner"]')).not.toBeNull();
        expect(cancel.querySelector('[data-slot="spinner"]')).toBeNull();
        await userEvent.click(cancel);
        stop();
        expect(posted).toEqual([true, false]);
    });

    it.each([
        ["de", "Verifizierungs-E-Mail senden"],
        ["ar", "إرسال بريد التحقق"],
        ["cs", "Poslat ověřovací e-mail"]
    ])("labels the Send button in the page's language (%s)", async (languageTag, label) => {
        const overrides = pageStateOverrides("login-verify-email.ftl", ["aia", "not-sent"]);
        renderPage(
            LoginVerifyEmail,
            getKcContextMock({
                pageId: "login-verify-email.ftl",
                overrides: { ...overrides, locale: { currentLanguageTag: languageTag } }
            })
        );
        // Our texts' translations arrive in a chunk of their own (src/login/messages/loadTranslations.ts).
        expect(await screen.findByRole("button", { name: label })).toHaveAttribute("type", "submit");
    });

    it("shows the user's address as text, never as markup", () => {
        const email = 'alice<img src="x">@example.com';
        renderPage(
            LoginVerifyEmail,
            getKcContextMock({
                pageId: "login-verify-email.ftl",
                overrides: { verifyEmail: email, user: { email } }
            })
        );
        const paragraph = document.getElementById("kc-verify-email")!;
        expect(paragraph).toHaveTextContent(email);
        expect(paragraph.querySelector("img")).toBeNull();
    });
});
