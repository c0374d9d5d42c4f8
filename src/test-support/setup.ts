import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Code loaded on first interaction (dialogs, the language menu, pages) runs through Vite's
// transform the first time a test file asks for it, which can take longer than Testing Library's
// default of 1000 ms on a busy machine.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => cleanup());
