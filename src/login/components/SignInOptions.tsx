import type { ReactNode } from "react";

/** Props of {@link SignInOptions}. */
export type SignInOptionsProps = { children: ReactNode };

/** The row under the password: remember-me at the start, "Forgot Password?" at the end, wrapping. */
export function SignInOptions({ children }: SignInOptionsProps) {
    return <div className="flex flex-wrap items-center justify-between gap-3">{children}</div>;
}
