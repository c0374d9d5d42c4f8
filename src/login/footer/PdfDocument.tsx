import { useCallback, useEffect, useRef, useState, type CSSProperties } from "react";
import { TextLayer, type PDFDocumentProxy, type PDFPageProxy } from "pdfjs-dist";
import { openPdf } from "./openPdf";
import "./PdfDocument.css";

/** Props of {@link PdfDocument}; `src` is allow-listed absolute http(s). */
export type PdfDocumentProps = {
    src: string;
    pageLabel: (page: number, total: number) => string;
    onReady: () => void;
    onFailed: (error: unknown) => void;
};

/** PDF pages with a text layer (docs/decisions.md §15; WCAG 1.1.1, 1.3.1); failures go to `onFailed`. */
export function PdfDocument({ src, pageLabel, onReady, onFailed }: PdfDocumentProps) {
    const [pdf, setPdf] = useState<PDFDocumentProxy>();
    const callbacks = useRef({ onReady, onFailed });
    callbacks.current = { onReady, onFailed };
    const fail = useCallback((error: unknown) => callbacks.current.onFailed(error), []);

    useEffect(() => {
        const task = openPdf(src);
        let cancelled = false;
        task.promise.then(
            document => {
                if (cancelled) return;
                setPdf(document);
                callbacks.current.onReady();
            },
            (error: unknown) => {
                if (!cancelled) fail(error);
            }
        );
        return () => {
            cancelled = true;
            setPdf(undefined);
            void task.destroy();
        };
    }, [src, fail]);

    if (pdf === undefined) return null;
    const total = pdf.numPages;
    return (
        <div className="flex flex-col gap-4">
            {Array.from({ length: total }, (_, index) => (
                <PdfPage
                    key={index}
                    pdf={pdf}
                    pageNumber={index + 1}
                    label={pageLabel(index + 1, total)}
                    onFailed={fail}
                />
            ))}
        </div>
    );
}

const DRAW_AHEAD_PX = 600;

type PdfPageProps = {
    pdf: PDFDocumentProxy;
    pageNumber: number;
    label: string;
    onFailed: (error: unknown) => void;
};

function PdfPage({ pdf, pageNumber, label, onFailed }: PdfPageProps) {
    const boxRef = useRef<HTMLDivElement>(null);
    const canvasRef = useRef<HTMLCanvasElement>(null);
    const textRef = useRef<HTMLDivElement>(null);
    const [page, setPage] = useState<PDFPageProxy>();
    const [near, setNear] = useState(false);
    const [width, setWidth] = useState(0);

    useEffect(() => {
        let cancelled = false;
        pdf.getPage(pageNumber).then(
            loaded => !cancelled && setPage(loaded),
            (error: unknown) => !cancelled && onFailed(error)
        );
        return () => {
            cancelled = true;
        };
    }, [pdf, pageNumber, onFailed]);

    useEffect(() => {
        const box = boxRef.current;
        if (box === null) return;
        const resize = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
        resize.observe(box);
        const intersection = new IntersectionObserver(
            entries => entries.some(entry => entry.isIntersecting) && setNear(true),
            { rootMargin: `${DRAW_AHEAD_PX}px 0px` }
        );
        intersection.observe(box);
        return () => {
            resize.disconnect();
            intersection.disconnect();
        };
    }, []);

    // Built once; it follows the width through `--total-scale-factor`.
    useEffect(() => {
        const text = textRef.current;
        if (page === undefined || !near || text === null) return;
        const textLayer = new TextLayer({
            textContentSource: page.streamTextContent(),
            container: text,
            viewport: page.getViewport({ scale: 1 })
        });
        let cancelled = false;
        textLayer.render().catch((error: unknown) => !cancelled && onFailed(error));
        return () => {
            cancelled = true;
            textLayer.cancel();
            text.replaceChildren();
        };
    }, [page, near, onFailed]);

    // Redrawn only when the box has grown; a narrower box just scales the canvas down.
    const [drawnWidth, setDrawnWidth] = useState(0);
    useEffect(() => {
        const canvas = canvasRef.current;
        if (page === undefined || !near || width <= drawnWidth || canvas === null) return;
        const pixelRatio = Math.min(window.devicePixelRatio || 1, 2);
        const viewport = page.getViewport({
            scale: (width / page.getViewport({ scale: 1 }).width) * pixelRatio
        });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        const render = page.render({ canvas, viewport });
        let cancelled = false;
        render.promise.then(
            () => !cancelled && setDrawnWidth(width),
            (error: unknown) => !cancelled && onFailed(error)
        );
        return () => {
            cancelled = true;
            render.cancel();
        };
    }, [page, near, width, drawnWidth, onFailed]);

    const viewport = page?.getViewport({ scale: 1 });
    const style = {
        aspectRatio: viewport ? `${viewport.width} / ${viewport.height}` : "612 / 792",
        "--total-scale-factor": viewport && width > 0 ? width / viewport.width : 1,
        "--scale-round-x": "1px",
        "--scale-round-y": "1px"
    } as CSSProperties;
    return (
        <div
            ref={boxRef}
            role="group"
            aria-label={label}
            className="pdf-page relative w-full overflow-hidden bg-white shadow"
            style={style}
        >
            <canvas ref={canvasRef} aria-hidden="true" className="block size-full" />
            <div ref={textRef} className="textLayer" />
        </div>
    );
}
