import { admin, ensurePortalClient } from "../../dev/keycloak/adminApi";
import { test } from "./fixture";

/** An execution's requirement in a Keycloak authentication flow. */
export type Requirement = "REQUIRED" | "ALTERNATIVE" | "CONDITIONAL" | "DISABLED";

/**
 * One step of a flow: an authenticator (`provider`, e.g. `auth-username-form`, with its settings
 * in `config` when it has any) or a sub-flow of its own steps, each with its requirement.
 */
export type FlowStep =
    | { provider: string; requirement: Requirement; config?: Record<string, string> }
    | { subFlow: string; requirement: Requirement; steps: FlowStep[] };

type Execution = {
    id: string;
    displayName: string;
    requirement: string;
    providerId?: string;
    authenticationFlow?: boolean;
};

const executionsPath = (alias: string) =>
    `/authentication/flows/${encodeURIComponent(alias)}/executions`;

/** Adds `steps` to the flow `alias` in order, each with its requirement. */
async function addSteps(alias: string, steps: FlowStep[]): Promise<void> {
    for (const step of steps) {
        if ("provider" in step) {
            await admin("POST", `${executionsPath(alias)}/execution`, { provider: step.provider });
        } else {
            await admin("POST", `${executionsPath(alias)}/flow`, {
                alias: step.subFlow,
                type: "basic-flow",
                provider: "registration-page-form"
            });
        }
        // The new execution is the last one of this flow at its own level.
        const executions = await admin<(Execution & { level: number })[]>("GET", executionsPath(alias));
        const added = executions.filter(execution => execution.level === 0).at(-1)!;
        await admin("PUT", executionsPath(alias), { ...added, requirement: step.requirement });
        if ("config" in step && step.config) {
            await admin("POST", `/authentication/executions/${added.id}/config`, {
                alias: `${alias} ${step.provider}`,
                config: step.config
            });
        }
        if ("subFlow" in step) await addSteps(step.subFlow, step.steps);
    }
}

/**
 * Makes sure the demo realm has a browser flow `alias` made of `steps` and a client `clientId`
 * whose browser flow it is (`authenticationFlowBindingOverrides`), so a test can try a flow
 * while the demo client keeps Keycloak's default one. A flow or client that exists (a reused
 * Keycloak) is kept as it is. Sub-flow aliases must be unique in the realm.
 * @throws the admin API's error when Keycloak refuses a step (an unknown provider).
 */
export async function ensureFlowClient(
    clientId: string,
    alias: string,
    steps: FlowStep[]
): Promise<void> {
    const flows = await admin<{ id: string; alias: string }[]>("GET", "/authentication/flows");
    let flow = flows.find(candidate => candidate.alias === alias);
    if (!flow) {
        await admin("POST", "/authentication/flows", {
            alias,
            providerId: "basic-flow",
            topLevel: true,
            builtIn: false
        });
        await addSteps(alias, steps);
        flow = (await admin<{ id: string; alias: string }[]>("GET", "/authentication/flows")).find(
            candidate => candidate.alias === alias
        )!;
    }
    await ensurePortalClient(clientId, { authenticationFlowBindingOverrides: { browser: flow.id } });
}

/** A client whose browser flow asks for the username, then the password (Keycloakify's pages). */
export async function usernameFirstClient(): Promise<string> {
    const client = "customer-portal-username-first";
    await ensureFlowClient(client, "username-first", [
        { provider: "auth-username-form", requirement: "REQUIRED" },
        { provider: "auth-password-form", requirement: "REQUIRED" }
    ]);
    return client;
}

/** A required action as the admin API returns it (`/authentication/required-actions/<alias>`). */
type RequiredAction = { alias: string; enabled: boolean; defaultAction: boolean };

/**
 * Switches Keycloak's required action `alias` (for example `TERMS_AND_CONDITIONS`,
 * `delete_account`, both off in a new realm) on for the demo realm.
 * @returns a function that puts the action back as it was; call it when the test is done, since
 *   every test file shares one realm.
 * @throws the admin API's error when the realm has no such action.
 */
export async function enableRequiredAction(alias: string): Promise<() => Promise<void>> {
    const path = `/authentication/required-actions/${encodeURIComponent(alias)}`;
    const before = await admin<RequiredAction>("GET", path);
    await admin("PUT", path, { ...before, enabled: true });
    return async () => {
        await admin("PUT", path, before);
    };
}

/**
 * Sets the configuration of Keycloak's required action `alias` for the demo realm, as its admin
 * console's Configure dialog does (`/authentication/required-actions/<alias>/config`), for
 * example `VERIFY_EMAIL`'s `emailResendCooldownSeconds` (30 s when not set).
 * @returns a function that puts the configuration back as it was (or removes it when there was
 *   none); call it when the test is done, since every test file shares one realm.
 * @throws the admin API's error when the realm has no such action or refuses the setting.
 */
async function configureRequiredAction(
    alias: string,
    config: Record<string, string>
): Promise<() => Promise<void>> {
    const path = `/authentication/required-actions/${encodeURIComponent(alias)}/config`;
    const before = await admin<{ config?: Record<string, string> }>("GET", path).catch(() => undefined);
    await admin("PUT", path, { config: { ...before?.config, ...config } });
    return async () => {
        if (before?.config !== undefined && Object.keys(before.config).length > 0)
            await admin("PUT", path, before);
        else await admin("DELETE", path);
    };
}

/** Makes `change` before the tests of the calling `describe` block and undoes it after them, even when a test fails. */
function forTheBlock(change: () => Promise<() => Promise<void>>): void {
    let restore: (() => Promise<void>) | undefined;
    test.beforeAll(async () => {
        restore = await change();
    });
    test.afterAll(async () => {
        await restore?.();
    });
}

/**
 * Configures Keycloak's required action `alias` before the tests of the calling `describe` block
 * and puts its configuration back after them ({@link configureRequiredAction}), even when a test
 * fails.
 */
export function withRequiredActionConfig(alias: string, config: Record<string, string>): void {
    forTheBlock(() => configureRequiredAction(alias, config));
}

/**
 * Turns Keycloak's required action `alias` on before the tests of the calling `describe` block
 * and back to how it was after them ({@link enableRequiredAction}), even when a test fails.
 */
export function withRequiredAction(alias: string): void {
    forTheBlock(() => enableRequiredAction(alias));
}
