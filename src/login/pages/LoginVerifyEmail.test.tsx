import { screen } from "@testing-library/react";
import { getKcContextMock } from "@/test-support/KcContextMock";
import LoginVerifyEmail from "./LoginVerifyEmail";
import { renderPage } from "@/test-support/renderPage";

const loginAction =
    "https://sso.example.com/realms/portal/login-actions/required-action?execution=VERIFY_EMAIL";

describe("E-mail verification page (login-verify-email.ftl)", () => {
    it("names the address the e-mail went to", () => {
        renderPage(LoginVerifyEmail, getKcContextMock({ pageId: "login-verify-email.ftl" }));
        expect(
            screen.getByText(/has been sent to your address john\.doe@gmail\.com\./).closest("p")
        ).toHaveAttribute("id", "kc-verify-email");
        expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Email verification");
    });

    it("links to url.loginAction to re-send the e-mail, with a self-explaining link text", () => {
        renderPage(
            LoginVerifyEmail,
            getKcContextMock({ pageId: "login-verify-email.ftl", overrides: { url: { loginAction } } })
        );
        const info = screen.getByRole("complementary", { name: "info" });
        expect(info).toHaveTextContent("Haven't received a verification code in your email?");
        expect(screen.getByRole("link", { name: "Click here to re-send the email." })).toHaveAttribute(
            "href",
            loginAction
        );
    });

    it("shows the user's address as text, never as markup", () => {
        const email = 'alice<img src="x">@example.com';
        renderPage(
            LoginVerifyEmail,
            getKcContextMock({ pageId: "login-verify-email.ftl", overrides: { user: { email } } })
        );
        const paragraph = document.getElementById("kc-verify-email")!;
        expect(paragraph).toHaveTextContent(email);
        expect(paragraph.querySelector("img")).toBeNull();
    });
});
