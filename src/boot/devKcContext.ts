import { devMockFromSearch } from "../test-support/devMock";

// `npm start` only (stage 0 of src/boot/README.md): no Keycloak writes a kcContext, so a mock for
// `?page=` stands in. The build empties this module (config/bootPlugin.ts).
if (window.kcContext === undefined) window.kcContext = devMockFromSearch(window.location.search);
