import { firstRenderDue } from "./firstRender";
import { firstViewPressEnded } from "./firstView";
import { loadPageCode } from "../login/pageRegistry";

/** Waits for held work, the page's code, a task after its evaluation (class tables, sanitizer first),
 * a press's end (decisions.md §11, §22); whether the code loaded (`true` without `pageId`); never rejects. */
export async function takeoverDue(pageId: string | undefined): Promise<boolean> {
    await firstRenderDue();
    const pageCodeIn = pageId === undefined || (await loadPageCode(pageId));
    await new Promise(resolve => setTimeout(resolve));
    await firstViewPressEnded();
    return pageCodeIn;
}
