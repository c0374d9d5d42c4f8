import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button, buttonVariants } from "./button";

const variants = [
    "default",
    "destructive",
    "outline",
    "secondary",
    "ghost",
    "link",
    "tertiary",
    "input",
    "primary",
    "defaultInverse"
] as const;
const sizes = ["default", "sm", "lg", "icon"] as const;

describe("Button", () => {
    it("gives each of the ten variants of docs/product.md §9 its own class string", () => {
        render(
            <>
                {variants.map(variant => (
                    <Button key={variant} variant={variant}>
                        {variant}
                    </Button>
                ))}
            </>
        );
        const classes = variants.map(variant => screen.getByRole("button", { name: variant }).className);
        expect(new Set(classes).size).toBe(variants.length);
    });

    it("gives each size its own class string and a 44px default height", () => {
        const classes = sizes.map(size => buttonVariants({ size }));
        expect(new Set(classes).size).toBe(sizes.length);
        expect(buttonVariants()).toContain("min-h-11");
        expect(buttonVariants({ size: "sm" })).toContain("min-h-8");
        expect(buttonVariants({ size: "lg" })).toContain("min-h-12");
        expect(buttonVariants({ size: "icon" })).toContain("size-11");
    });

    it("keeps a keyboard focus outline on every variant", () => {
        for (const variant of variants) {
            expect(buttonVariants({ variant })).toContain("focus-visible:outline-focus");
        }
    });

    it("uses white text only on primary, navy and danger surfaces", () => {
        const whiteText = variants.filter(variant =>
            /(^| )text-(white|primary-foreground|surface)( |$)/.test(buttonVariants({ variant }))
        );
        expect(whiteText.sort()).toEqual(["default", "destructive", "primary"]);
        expect(buttonVariants({ variant: "tertiary" })).toMatch(/bg-teal .*text-teal-foreground/);
    });

    it("does not submit a surrounding form unless asked to", async () => {
        const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
        render(
            <form onSubmit={e => onSubmit(e.nativeEvent as SubmitEvent)}>
                <Button>Plain</Button>
                <Button type="submit">Send</Button>
            </form>
        );
        await userEvent.click(screen.getByRole("button", { name: "Plain" }));
        expect(onSubmit).not.toHaveBeenCalled();
        await userEvent.click(screen.getByRole("button", { name: "Send" }));
        expect(onSubmit).toHaveBeenCalledTimes(1);
    });

    it("renders its child element with the button classes when asChild is set", () => {
        render(
            <Button asChild variant="link" className="extra">
                <a href="/help">Help</a>
            </Button>
        );
        const link = screen.getByRole("link", { name: "Help" });
        expect(link).toHaveAttribute("href", "/help");
        expect(link).toHaveClass(...buttonVariants({ variant: "link" }).split(" "), "extra");
        expect(screen.queryByRole("button")).not.toBeInTheDocument();
    });

    it("lets caller classes override the recipe", () => {
        render(<Button className="bg-navy">Go</Button>);
        const button = screen.getByRole("button", { name: "Go" });
        expect(button).toHaveClass("bg-navy");
        expect(button).not.toHaveClass("bg-primary");
    });
});
