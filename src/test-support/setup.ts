import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach } from "vitest";
import failOnConsole from "vitest-fail-on-console";

// Code loaded on first interaction (dialogs, the language menu, pages) runs through Vite's
// transform the first time a test file asks for it, which can take longer than Testing Library's
// default of 1000 ms on a busy machine.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
    cleanup();
    // A portal answer one test's code kept (src/portal/portalConfigCache.ts) is not the next test's visit.
    if (typeof localStorage !== "undefined") localStorage.clear();
});

// A quiet log is part of the suite: a test whose code warns or logs an error must expect it (spy on
// the console and assert the message), so an unexpected one is a failure, not noise.
failOnConsole({ shouldFailOnWarn: true, shouldFailOnError: true });

// Preact runs effects and their clean-ups after the next frame (a 35 ms timer at the latest). Left
// pending when a file ends, they would run after jsdom is gone (Radix's scroll lock then throws
// "document is not defined" on a loaded machine), so each file waits for them.
afterAll(() => new Promise(resolve => setTimeout(resolve, 100)));
