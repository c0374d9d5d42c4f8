import { useEffect, useRef, useState, type FormEvent } from "react";

/** What {@link useSubmitOnce} returns. */
export type SubmitOnce = {
    isSubmitting: boolean;
    /** `id` of the button that sent the form (the default button for Enter), "" if it has none. */
    submitterId: string | undefined;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * Lets a form post once: later submits (double click, Enter) are prevented, as Keycloak would reject
 * a second post's used action code. Usable again when shown from the back/forward cache.
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
