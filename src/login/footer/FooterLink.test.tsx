import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FooterLink as FooterLinkData } from "./footerConfig";
import { footerDialogLabels } from "@/test-support/footerDialogLabels";
import { FooterLink } from "./FooterLink";

// PDF.js needs a real browser; the PDF body's states are tested in PdfDialogBody.test.tsx.
vi.mock("./PdfDocument", () => ({ PdfDocument: () => null }));

function renderLink(link: FooterLinkData) {
    render(
        <FooterLink link={link} dialogLabels={footerDialogLabels} newTabLabel="(opens in a new tab)" />
    );
    return screen.getByRole("link", { name: new RegExp(link.title) });
}

describe("FooterLink by type (docs/product.md §2.3)", () => {
    it("opens sanitized HTML in a dialog titled by the link, and Close returns focus to the link", async () => {
        const link = renderLink({
            kind: "html",
            title: "Privacy Policy",
            html: "<h2>Your privacy</h2><script>x()</script>"
        });
        expect(link).toHaveAttribute("aria-haspopup", "dialog");
        expect(link).toHaveAttribute("aria-expanded", "false");
        await userEvent.click(link);
        const dialog = await screen.findByRole("dialog", { name: "Privacy Policy" });
        expect(link).toHaveAttribute("aria-expanded", "true");
        expect(dialog).toHaveTextContent("Your privacy");
        expect(dialog.querySelector("script")).toBeNull();
        const closeButtons = screen.getAllByRole("button", { name: "Close" });
        expect(closeButtons.length).toBeGreaterThan(0);
        await userEvent.click(closeButtons[0]);
        expect(screen.queryByRole("dialog")).toBeNull();
        // Radix returns focus a task after the content unmounts.
        await vi.waitFor(() => expect(link).toHaveFocus());
    });

    it("closes on Escape and returns focus to the link", async () => {
        const link = renderLink({ kind: "html", title: "Terms", html: "<p>Terms</p>" });
        link.focus();
        await userEvent.keyboard("{Enter}");
        const dialog = await screen.findByRole("dialog", { name: "Terms" });
        expect(dialog).toBeInTheDocument();
        // Radix listens for Escape from an effect, which Preact runs a frame after the dialog
        // opens; a user meets it with focus already inside.
        await vi.waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
        await userEvent.keyboard("{Escape}");
        expect(screen.queryByRole("dialog")).toBeNull();
        // Radix returns focus a task after the content unmounts.
        await vi.waitFor(() => expect(link).toHaveFocus());
    });

    it("prevents the link's navigation when it opens a dialog", async () => {
        const link = renderLink({
            kind: "pdf",
            title: "Rates",
            src: "https://portal.example/rates.pdf"
        });
        expect(link).toHaveAttribute("href", "https://portal.example/rates.pdf");
        const notPrevented = fireEvent.click(link);
        expect(notPrevented).toBe(false);
        expect(await screen.findByRole("dialog", { name: "Rates" })).toBeInTheDocument();
    });

    it("shows an image at 400×400 with the link title as alt text", async () => {
        await userEvent.click(
            renderLink({
                kind: "image",
                title: "Service Area Map",
                src: "https://portal.example/map.png"
            })
        );
        const image = await screen.findByRole("img", { name: "Service Area Map" });
        expect(image).toHaveAttribute("src", "https://portal.example/map.png");
        expect(image).toHaveAttribute("width", "400");
        expect(image).toHaveAttribute("height", "400");
        expect(image).toHaveClass("object-contain");
    });

    it("shows a PDF in a wide dialog as a document region named by the link, never in a frame", async () => {
        await userEvent.click(
            renderLink({ kind: "pdf", title: "Rate Schedule", src: "https://portal.example/rates.pdf" })
        );
        const dialog = await screen.findByRole("dialog", { name: "Rate Schedule" });
        expect(dialog).toHaveClass("max-w-pdf");
        expect(within(dialog).getByRole("region", { name: "Rate Schedule" })).toBeInTheDocument();
        expect(within(dialog).getByRole("status")).toHaveTextContent("Loading the document…");
        expect(dialog.querySelector("iframe, object, embed")).toBeNull();
    });

    it("renders other types as a plain link in a new tab without opener or referrer", () => {
        const link = renderLink({
            kind: "link",
            title: "Safety",
            href: "https://portal.example/safety",
            target: "_blank"
        });
        expect(link).toHaveAttribute("target", "_blank");
        expect(link).toHaveAttribute("rel", "noopener noreferrer");
        expect(link).toHaveAccessibleName("Safety (opens in a new tab)");
        expect(fireEvent.click(link)).toBe(true);
        expect(screen.queryByRole("dialog")).toBeNull();
    });

    it("keeps a configured target", () => {
        const link = renderLink({
            kind: "link",
            title: "Service",
            href: "https://portal.example/service",
            target: "_self"
        });
        expect(link).toHaveAttribute("target", "_self");
        expect(link).toHaveAccessibleName("Service");
    });
});
