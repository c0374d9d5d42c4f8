import { LoadedPart } from "../components/LoadedPart";
import { loadFooter } from "./loadFooter";
import type { PortalFooterProps } from "./PortalFooter";

/**
 * The footer (`PortalFooter`) once its code is in, after the first paint (it is below the fold and
 * the header logo is the largest paint); the only way into the footer folder from the Template.
 * Where it cannot be loaded, one sentence with a retry in the footer's place
 * (docs/decisions.md §23), the sign-in form above untouched.
 */
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
