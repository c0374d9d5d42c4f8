/** Shown without a `window.kcContext` (docs/product.md §2.1); English: there is no language to pick. */
export function NoKcContext() {
    return (
        <main className="p-8">
            <h1 className="text-2xl font-bold">No Keycloak context is present</h1>
            <p className="mt-2">This page is a Keycloak login theme. Open it through Keycloak.</p>
        </main>
    );
}
