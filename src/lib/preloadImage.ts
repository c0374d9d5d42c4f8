/**
 * Preloads an image (`<link rel="preload" as="image">`, once per URL) so it downloads before the
 * code rendering its `<img>` runs (docs/decisions.md §11: the header logo is the largest paint).
 * `url` is validated absolute http(s). Resolves when loaded or failed; never rejects.
 */
export function preloadImage(url: string): Promise<void> {
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]');
    if ([...links].some(link => link.href === url)) return Promise.resolve();
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "image";
    link.href = url;
    const loaded = new Promise<void>(resolve => {
        link.onload = () => resolve();
        link.onerror = () => resolve();
    });
    document.head.append(link);
    return loaded;
}
