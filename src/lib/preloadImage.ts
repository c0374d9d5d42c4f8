/** Preloads an image at absolute http(s) `url` once (docs/decisions.md §11); never rejects. */
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
