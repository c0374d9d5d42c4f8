import { lazy, Suspense, useEffect, useState } from "react";
import type { FooterProps } from "./Footer";

const Footer = lazy(() => import("./Footer").then(module => ({ default: module.Footer })));

/**
 * The {@link Footer}, whose code is requested only after the frame in which this mounted has been
 * painted: the Template mounts it once the portal has answered, so the branding that answer brings
 * (the header logo is the first view's largest paint) shows first and the footer, below the fold on
 * phones, follows (docs/decisions.md §12). Until its code has loaded it renders nothing.
 */
export function DeferredFooter(props: FooterProps) {
    const [painted, setPainted] = useState(false);
    // Effects run after the browser has painted the render that mounted this component.
    useEffect(() => setPainted(true), []);
    if (!painted) return null;
    return (
        <Suspense fallback={null}>
            <Footer {...props} />
        </Suspense>
    );
}
