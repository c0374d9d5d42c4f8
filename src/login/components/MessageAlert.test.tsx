import { render, screen } from "@testing-library/react";
import { MessageAlert } from "./MessageAlert";

describe("MessageAlert (docs/product.md §2.2)", () => {
    it("announces errors assertively with role alert", () => {
        render(
            <MessageAlert
                message={{ type: "error", summary: "Invalid username or password." }}
                isAppInitiatedAction={false}
            />
        );
        expect(screen.getByRole("alert")).toHaveTextContent("Invalid username or password.");
        expect(screen.getByRole("alert")).toHaveAttribute("data-variant", "error");
    });

    it.each(["success", "warning", "info"] as const)(
        "shows a %s message politely with role status",
        type => {
            render(
                <MessageAlert
                    message={{ type, summary: `A ${type} message` }}
                    isAppInitiatedAction={false}
                />
            );
            const box = screen.getByRole("status");
            expect(box).toHaveTextContent(`A ${type} message`);
            expect(box).toHaveAttribute("data-variant", type);
            expect(box.querySelector("svg")).not.toBeNull();
        }
    );

    it("hides Keycloak's verify-email notice in any language when it equals the page's own text", () => {
        const notice = "Sie müssen Ihre E-Mail-Adresse verifizieren, um Ihr Konto zu aktivieren.";
        const { container } = render(
            <MessageAlert
                message={{ type: "warning", summary: ` ${notice}\n` }}
                isAppInitiatedAction={false}
                verifyEmailNotice={notice}
            />
        );
        expect(container).toBeEmptyDOMElement();
    });

    it("keeps other warnings when a verify-email notice text is given", () => {
        render(
            <MessageAlert
                message={{ type: "warning", summary: "Ihr Konto ist vorübergehend gesperrt." }}
                isAppInitiatedAction={false}
                verifyEmailNotice="Sie müssen Ihre E-Mail-Adresse verifizieren, um Ihr Konto zu aktivieren."
            />
        );
        expect(screen.getByRole("status")).toHaveTextContent("Ihr Konto ist vorübergehend gesperrt.");
    });

    it("renders the summary as sanitized HTML", () => {
        render(
            <MessageAlert
                message={{
                    type: "info",
                    summary: '<b>Hello</b><img src=x onerror="alert(1)"><script>alert(2)</script>'
                }}
                isAppInitiatedAction={false}
            />
        );
        const box = screen.getByRole("status");
        expect(box.querySelector("b")).toHaveTextContent("Hello");
        expect(box.querySelector("img, script")).toBeNull();
    });

    it("hides a warning during an application-initiated action", () => {
        const { container } = render(
            <MessageAlert
                message={{ type: "warning", summary: "Update your password" }}
                isAppInitiatedAction
            />
        );
        expect(container).toBeEmptyDOMElement();
    });

    it("still shows an error during an application-initiated action", () => {
        render(<MessageAlert message={{ type: "error", summary: "Failed" }} isAppInitiatedAction />);
        expect(screen.getByRole("alert")).toHaveTextContent("Failed");
    });

    it.each([
        "You need to verify your email address.",
        "Please VERIFY YOUR EMAIL",
        "Verify <b>your</b>\n email"
    ])("hides the alert when the summary mentions verify your email: %s", summary => {
        const { container } = render(
            <MessageAlert message={{ type: "info", summary }} isAppInitiatedAction={false} />
        );
        expect(container).toBeEmptyDOMElement();
    });

    it("renders nothing without a message", () => {
        const { container } = render(<MessageAlert message={undefined} isAppInitiatedAction={false} />);
        expect(container).toBeEmptyDOMElement();
    });
});
