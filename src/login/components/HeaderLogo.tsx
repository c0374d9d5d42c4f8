import { cva } from "class-variance-authority";
import { cn } from "@/lib/utils";
import { firstViewLogo, LOGO_IMAGE_CLASS, LOGO_PLATE_CLASS } from "../../boot/firstView";

/** Fixed boxes (px) of docs/product.md §9: panel 210×71, link 150×70, preview 100×100. */
const logoBox = cva("flex shrink-0 items-center", {
    variants: {
        size: {
            panel: "h-[71px] w-[210px] max-w-full",
            link: "h-[70px] w-[150px] max-w-full",
            preview: "size-[100px]"
        }
    }
});

/** Props of {@link HeaderLogo}. */
export type HeaderLogoProps = {
    /** Absolute http(s) URL and alt text; `undefined` when there is none (yet). */
    logo: { url?: string | undefined; altText?: string | undefined } | undefined;
    /** Alt text when the portal gives none; shown as text when there is no logo. */
    fallbackAlt: string;
    size: "panel" | "link";
    /** Keeps the box empty while the portal answers, so text does not flash before the image. */
    pending?: boolean;
    /** Opens in a new tab without opener or referrer (docs/product.md §2.3). */
    href?: string;
    /** Spoken after the link text, e.g. "(opens in a new tab)" (WCAG 3.2.5 advisory). */
    newTabLabel?: string;
    /** Shows `previewSrc` at 100×100 instead (docs/product.md §2.3). */
    previewMode?: boolean;
    previewSrc?: string;
};

/**
 * The header logo in a fixed box (docs/product.md §2.2, §9); else `fallbackAlt` as text, unless
 * `pending`. A panel logo the first view shows is moved in, not loaded again (decisions.md §22).
 */
export function HeaderLogo(props: HeaderLogoProps) {
    const {
        logo,
        fallbackAlt,
        size,
        pending = false,
        href,
        newTabLabel,
        previewMode,
        previewSrc
    } = props;
    const preview = previewMode === true && previewSrc !== undefined;
    const alt = logo?.altText || fallbackAlt;
    const shown = !preview && size === "panel" && logo?.url ? firstViewLogo(logo.url) : undefined;
    const adopt = (box: HTMLElement | null) => {
        if (box === null || shown === undefined) return;
        shown.alt = alt;
        box.prepend(shown);
    };
    const content = preview ? (
        <img
            src={previewSrc}
            alt={fallbackAlt}
            width={100}
            height={100}
            className="size-full object-contain"
        />
    ) : shown !== undefined ? undefined : logo?.url !== undefined ? (
        <img src={logo.url} alt={alt} className={LOGO_IMAGE_CLASS} />
    ) : pending ? null : (
        <span className="text-xl font-bold">{fallbackAlt}</span>
    );
    // Portal logos are drawn for a light background: in dark mode the panel logo sits on a white plate.
    const plate = size === "panel" && logo?.url !== undefined && LOGO_PLATE_CLASS;
    const box = cn(logoBox({ size: preview ? "preview" : size }), plate);
    if (href === undefined || content === null)
        return (
            <div className={box} ref={adopt}>
                {content}
            </div>
        );
    return (
        <a
            ref={adopt}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
                box,
                "rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            )}
        >
            {content}
            {newTabLabel && <span className="sr-only">{newTabLabel}</span>}
        </a>
    );
}
