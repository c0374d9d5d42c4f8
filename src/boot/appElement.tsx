import { StrictMode, type ReactElement } from "react";
import KcPage from "../login/KcPage";
import type { KcContext } from "../login/KcContext";
import { NoKcContext } from "../NoKcContext";

/** The first render's element for `kcContext`, its page's code loaded: `KcPage`, not kc.gen.tsx's
 * `lazy` one, which on React 19 empties `#root` for 300 ms or more (docs/decisions.md §10). */
export function appElement(kcContext: KcContext | undefined): ReactElement {
    return (
        <StrictMode>
            {kcContext === undefined ? <NoKcContext /> : <KcPage kcContext={kcContext} />}
        </StrictMode>
    );
}
