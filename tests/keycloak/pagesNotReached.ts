/**
 * Page ids of the theme (docs/product.md §2.1) that no flow of the real-server suite reaches, each
 * with the reason no practical set-up here renders it. The coverage test (`coverage.spec.ts`)
 * fails on a page id that is neither reached nor listed here, and on a listed one a flow reaches.
 * Empty: every page id is reached (`login-x509-info.ftl` through the set-up's HTTPS listener and a
 * client certificate of its test CA, `x509.spec.ts`).
 */
export const pagesNotReached: Record<string, string> = {};
