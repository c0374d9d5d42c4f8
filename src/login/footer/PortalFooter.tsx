import { useMemo } from "react";
import type { PortalConfig } from "@/portal/portalConfig";
import type { I18n } from "../i18n";
import { Footer } from "./Footer";
import { toFooterConfig } from "./footerConfig";

/** Props of {@link PortalFooter}. */
export type PortalFooterProps = {
    /** The portal's validated configuration (`usePortalConfig`, status `ready`). */
    portalConfig: PortalConfig;
    /** The portal base its relative addresses resolve against (docs/decisions.md §3). */
    portalBase: string;
    i18n: Pick<I18n, "msgStr">;
    /** Preview mode of docs/product.md §2.3: only the logo and the copyright bar. */
    previewMode?: boolean;
};

/**
 * The footer feature's entry (loaded with `loadFooter`): maps the portal's configuration to the
 * footer's shape (`toFooterConfig`, docs/product.md §3.4; the FAQ link named in the page's
 * language) and renders the {@link Footer}.
 */
export function PortalFooter({ portalConfig, portalBase, i18n, previewMode }: PortalFooterProps) {
    const { msgStr } = i18n;
    const config = useMemo(
        () => toFooterConfig(portalConfig, portalBase, { faqTitle: msgStr("faq"), previewMode }),
        [portalConfig, portalBase, msgStr, previewMode]
    );
    return <Footer config={config} i18n={i18n} />;
}
