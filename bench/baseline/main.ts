/**
 * Bench baseline: what the Keycloakify starter ships — `main.tsx` renders a lazily loaded
 * `KcPage` for `window.kcContext`. Written with `createElement` because `bench/` is type-checked
 * by the Node project, which has no JSX setting.
 */
import { StrictMode, Suspense, createElement, lazy } from "react";
import { createRoot } from "react-dom/client";
import type { KcContext } from "./KcPage";

const KcPage = lazy(() => import("./KcPage"));
const { kcContext } = window as unknown as { kcContext: KcContext };

createRoot(document.getElementById("root")!).render(
    createElement(StrictMode, null, createElement(Suspense, null, createElement(KcPage, { kcContext })))
);
