/**
 * Records, for every form submission in the document from now on, whether it went ahead (a page
 * handler did not cancel it), and stops jsdom from navigating. Its listener sits on `window`, so it
 * runs after the page's own `onSubmit`.
 * @returns `posted`, filled as forms submit, and `stop`, which removes the listener.
 */
export function recordPosts(): { posted: boolean[]; stop: () => void } {
    const posted: boolean[] = [];
    const record = (event: Event) => {
        posted.push(!event.defaultPrevented);
        event.preventDefault();
    };
    window.addEventListener("submit", record);
    return { posted, stop: () => window.removeEventListener("submit", record) };
}
