import { mkdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ensureLadleBuild } from "../fixtures/ladleBuild";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Where the Ladle sweep (`ladle-sweep.spec.ts`) pictures the story states it checks (`LADLE_SWEEP_PICTURES`). */
export const LADLE_SWEEP_SHOTS = `${ROOT}test-results/ladle-sweep`;

/**
 * Before any worker starts: the static Ladle site is built once (when missing or stale), so the
 * sweep's parts can run in both workers without two builds racing; the sweep's old screenshots go.
 */
export default function globalSetup(): void {
    ensureLadleBuild(ROOT);
    rmSync(LADLE_SWEEP_SHOTS, { recursive: true, force: true });
    mkdirSync(LADLE_SWEEP_SHOTS, { recursive: true });
}
