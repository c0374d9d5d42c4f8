import { LoadedPart } from "../components/LoadedPart";
import { loadFooter } from "./loadFooter";
import type { PortalFooterProps } from "./PortalFooter";

/** The footer after the first paint, with a retry (docs/decisions.md §23); the way into this folder. */
export function LoadedPortalFooter(props: PortalFooterProps) {
    const { msgStr } = props.i18n;
    return (
        <LoadedPart
            loader={loadFooter}
            what="Footer"
            afterPaint
            labels={{ failed: msgStr("loadFailedFooter"), retry: msgStr("loadRetry") }}
            className="justify-center border-t border-line px-6 py-6"
        >
            {PortalFooter => <PortalFooter {...props} />}
        </LoadedPart>
    );
}
