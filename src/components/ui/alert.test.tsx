import { render, screen } from "@testing-library/react";
import { Alert, AlertDescription, AlertTitle } from "./alert";

describe("Alert", () => {
    it("is an assertive alert for errors", () => {
        render(
            <Alert variant="error">
                <AlertTitle>Sign-in failed</AlertTitle>
                <AlertDescription>Invalid username or password.</AlertDescription>
            </Alert>
        );
        expect(screen.getByRole("alert")).toHaveTextContent(
            "Sign-in failedInvalid username or password."
        );
        expect(screen.queryByRole("status")).not.toBeInTheDocument();
    });

    it.each(["success", "warning", "info"] as const)("is a polite status for %s", variant => {
        render(<Alert variant={variant}>Message</Alert>);
        expect(screen.getByRole("status")).toHaveTextContent("Message");
        expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    });

    it("uses the role the caller passes", () => {
        render(
            <Alert variant="error" role="status">
                Quiet error
            </Alert>
        );
        expect(screen.getByRole("status")).toHaveTextContent("Quiet error");
    });

    it("shows a different icon per kind, hidden from assistive technology", () => {
        const kinds = ["success", "warning", "error", "info"] as const;
        render(
            <>
                {kinds.map(kind => (
                    <Alert key={kind} variant={kind} role="none" data-testid={kind}>
                        {kind}
                    </Alert>
                ))}
            </>
        );
        const icons = kinds.map(kind => screen.getByTestId(kind).querySelector("svg"));
        for (const icon of icons) expect(icon).toHaveAttribute("aria-hidden", "true");
        expect(new Set(icons.map(icon => icon?.getAttribute("class"))).size).toBe(kinds.length);
    });
});
