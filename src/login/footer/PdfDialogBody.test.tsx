import { act, render, screen } from "@testing-library/react";
import { footerDialogLabels } from "@/test-support/footerDialogLabels";
import { PdfDialogBody } from "./PdfDialogBody";
import type { PdfDocumentProps } from "./PdfDocument";

/** What the mocked viewer does: stay loading, report ready or failed, or fail to load at all. */
const viewer = vi.hoisted(() => ({
    props: undefined as PdfDocumentProps | undefined,
    loadFails: false
}));

// PDF.js draws in a real browser only (tests/keycloak/footer-pdf.spec.ts); here the viewer is a
// stand-in that hands its callbacks to the test.
vi.mock("./PdfDocument", () => ({
    get PdfDocument() {
        if (viewer.loadFails) throw new Error("chunk failed");
        return (props: PdfDocumentProps) => {
            viewer.props = props;
            return <p>pages</p>;
        };
    }
}));

const SRC = "https://portal.example/rates.pdf";

function renderBody() {
    render(<PdfDialogBody src={SRC} title="Rate Schedule" labels={footerDialogLabels.pdf} />);
}

function expectFallback() {
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The document cannot be shown here.");
    const link = screen.getByRole("link", { name: "Open the PDF (opens in a new tab)" });
    expect(link).toHaveAttribute("href", SRC);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.queryByRole("region")).toBeNull();
}

describe("PdfDialogBody (docs/product.md §2.3.5, docs/decisions.md §15)", () => {
    beforeEach(() => {
        viewer.props = undefined;
        viewer.loadFails = false;
        vi.spyOn(console, "warn").mockImplementation(() => {});
    });
    afterEach(() => vi.restoreAllMocks());

    // First: the viewer loader keeps a successful load (and forgets a failed one), so this is
    // the only order in which one module instance shows both.
    it("offers the same link when the viewer's code cannot be loaded", async () => {
        viewer.loadFails = true;
        renderBody();
        await screen.findByRole("alert");
        expectFallback();
        expect(console.warn).toHaveBeenCalledWith("PDF viewer could not be loaded:", expect.any(Error));
    });

    it("shows a loading status, then the pages in a focusable region named by the link title", async () => {
        renderBody();
        expect(screen.getByRole("status")).toHaveTextContent("Loading the document…");
        const region = screen.getByRole("region", { name: "Rate Schedule" });
        expect(region).toHaveAttribute("tabindex", "0");
        expect(region).toHaveAttribute("aria-busy", "true");

        await screen.findByText("pages");
        expect(viewer.props?.src).toBe(SRC);
        expect(viewer.props?.pageLabel(2, 3)).toBe("Page 2 of 3");
        act(() => viewer.props?.onReady());
        expect(screen.queryByRole("status")).toBeNull();
        expect(region).toHaveAttribute("aria-busy", "false");
    });

    it("offers the PDF in a new tab, without opener or referrer, when the document cannot be fetched or parsed", async () => {
        renderBody();
        await screen.findByText("pages");
        act(() => viewer.props?.onFailed(new Error("Failed to fetch")));
        expectFallback();
        expect(console.warn).toHaveBeenCalledWith("PDF could not be shown:", expect.any(Error));
    });
});
