import { render, screen } from "@testing-library/react";
import { Spinner } from "./spinner";

describe("Spinner", () => {
    it("announces its label as a status", () => {
        render(<Spinner label="Loading" />);
        expect(screen.getByRole("status")).toHaveTextContent("Loading");
    });

    it("is decorative and hidden without a label", () => {
        const { container } = render(<Spinner />);
        expect(screen.queryByRole("status")).not.toBeInTheDocument();
        expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    });

    it("stops spinning for users who prefer reduced motion (WCAG 2.3.3)", () => {
        const { container } = render(<Spinner />);
        expect(container.querySelector("svg")).toHaveClass("animate-spin", "motion-reduce:animate-none");
    });
});
