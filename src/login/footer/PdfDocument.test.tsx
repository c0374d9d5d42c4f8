import { act, render, screen } from "@testing-library/react";
import { PdfDocument } from "./PdfDocument";

/** A PDF.js loading task the test settles by hand. */
const pdf = vi.hoisted(() => ({
    resolve: (_document: unknown) => {},
    reject: (_error: unknown) => {},
    destroy: vi.fn(),
    openPdf: vi.fn()
}));

vi.mock("./openPdf", () => ({
    openPdf: (url: string) => {
        pdf.openPdf(url);
        const promise = new Promise((resolve, reject) => {
            pdf.resolve = resolve;
            pdf.reject = reject;
        });
        return { promise, destroy: pdf.destroy };
    }
}));
// jsdom has no canvas drawing: the text layer is a no-op, and pages never come into view below.
vi.mock("pdfjs-dist", () => ({ TextLayer: class {} }));

class NoObserver {
    observe() {}
    disconnect() {}
}

const fakeDocument = {
    numPages: 2,
    getPage: () =>
        Promise.resolve({
            getViewport: ({ scale }: { scale: number }) => ({ width: 612 * scale, height: 792 * scale })
        })
};

function renderDocument() {
    const onReady = vi.fn();
    const onFailed = vi.fn();
    const view = render(
        <PdfDocument
            src="https://portal.example/rates.pdf"
            pageLabel={(page, total) => `Page ${page} of ${total}`}
            onReady={onReady}
            onFailed={onFailed}
        />
    );
    return { onReady, onFailed, ...view };
}

describe("PdfDocument (docs/decisions.md §15)", () => {
    beforeEach(() => {
        vi.stubGlobal("ResizeObserver", NoObserver);
        vi.stubGlobal("IntersectionObserver", NoObserver);
        pdf.destroy.mockClear();
        pdf.openPdf.mockClear();
    });
    afterEach(() => vi.unstubAllGlobals());

    it("opens the address it is given and lays out one named group per page", async () => {
        const { onReady, onFailed } = renderDocument();
        expect(pdf.openPdf).toHaveBeenCalledWith("https://portal.example/rates.pdf");
        await act(async () => pdf.resolve(fakeDocument));
        expect(onReady).toHaveBeenCalledTimes(1);
        expect(onFailed).not.toHaveBeenCalled();
        const pages = screen.getAllByRole("group");
        expect(pages.map(page => page.getAttribute("aria-label"))).toEqual([
            "Page 1 of 2",
            "Page 2 of 2"
        ]);
        // The drawing is decoration; the text layer carries the words.
        expect(pages[0].querySelector("canvas")).toHaveAttribute("aria-hidden", "true");
    });

    it("reports a document that cannot be fetched or parsed and shows no pages", async () => {
        const { onReady, onFailed } = renderDocument();
        const error = new Error("Invalid PDF structure.");
        await act(async () => pdf.reject(error));
        expect(onFailed).toHaveBeenCalledWith(error);
        expect(onReady).not.toHaveBeenCalled();
        expect(screen.queryByRole("group")).toBeNull();
    });

    it("cancels the load and frees the worker when the dialog closes", () => {
        const { unmount } = renderDocument();
        unmount();
        expect(pdf.destroy).toHaveBeenCalledTimes(1);
    });
});
