import { useMemo } from "react";
import type { PortalConfig } from "@/portal/portalBranding";
import type { I18n } from "../i18n";
import { Footer } from "./Footer";
import { toFooterConfig } from "./footerConfig";

/** Props of {@link PortalFooter}. */
export type PortalFooterProps = {
    portalConfig: PortalConfig;
    portalBase: string;
    i18n: Pick<I18n, "msgStr">;
    previewMode?: boolean;
};

/** The footer feature's entry (`loadFooter`). */
export function PortalFooter({ portalConfig, portalBase, i18n, previewMode }: PortalFooterProps) {
    const { msgStr } = i18n;
    const config = useMemo(
        () => toFooterConfig(portalConfig, portalBase, { faqTitle: msgStr("faq"), previewMode }),
        [portalConfig, portalBase, msgStr, previewMode]
    );
    return <Footer config={config} i18n={i18n} />;
}
