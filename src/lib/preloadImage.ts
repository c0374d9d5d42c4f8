/**
 * Adds `<link rel="preload" as="image" href={url}>` to the document head, so an image the page is
 * about to show downloads now instead of once the code that renders its `<img>` has run
 * (docs/decisions.md §11: the header logo is the first view's largest paint). The later `<img>`
 * with the same URL takes the preloaded response. Adding the same URL twice adds one link.
 * @param url an absolute http(s) URL, already validated by the caller.
 * @returns a promise that resolves when the image has loaded or failed to (at once for a URL
 *   preloaded before); never rejects.
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
