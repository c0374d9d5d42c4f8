import { screen } from "@testing-library/react";
import { getKcContextMock } from "../KcContextMock";
import LoginVerifyEmail from "./LoginVerifyEmail";
import { renderPage } from "./renderPage";

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
});
