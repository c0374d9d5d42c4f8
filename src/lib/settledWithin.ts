/** Resolves once `work` settles or after `ms` ms, whichever is first; never rejects (decisions.md §11, §27). */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
    return new Promise(resolve => {
        const timer = setTimeout(resolve, ms);
        const done = () => {
            clearTimeout(timer);
            resolve();
        };
        work.then(done, done);
    });
}
