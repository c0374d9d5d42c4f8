import { useEffect, useRef, useState, type FormEvent } from "react";

/** What {@link useSubmitOnce} returns. */
export type SubmitOnce = {
    /** The form has been sent and the page is waiting for the server. */
    isSubmitting: boolean;
    /** `id` of the button that sent the form (the default button for Enter), "" if it has none. */
    submitterId: string | undefined;
    /** Pass as the form's `onSubmit`. */
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * Lets a form post once: the first submit goes through and flips `isSubmitting`; every later submit
 * (double click, Enter again) is cancelled with `preventDefault`, so Keycloak never receives a second
 * post (which would fail on its already-used action code). When the browser shows the page again from
 * its back/forward cache (`pageshow` with `persisted`) the form is usable again; the inputs are
 * uncontrolled, so the values the user typed are still there.
 */
export function useSubmitOnce(): SubmitOnce {
    const [submitterId, setSubmitterId] = useState<string>();
    const hasSubmitted = useRef(false);

    useEffect(() => {
        const onPageShow = (event: PageTransitionEvent) => {
            if (!event.persisted) return;
            hasSubmitted.current = false;
            setSubmitterId(undefined);
        };
        window.addEventListener("pageshow", onPageShow);
        return () => window.removeEventListener("pageshow", onPageShow);
    }, []);

    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
        if (hasSubmitted.current) {
            event.preventDefault();
            return;
        }
        hasSubmitted.current = true;
        const { submitter } = event.nativeEvent as SubmitEvent;
        setSubmitterId(submitter?.id ?? "");
    };

    return { isSubmitting: submitterId !== undefined, submitterId, onSubmit };
}
