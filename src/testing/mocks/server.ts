import { setupServer } from 'msw/node';

/** The mock API of unit tests: no handlers by default, so every test states the answers it relies on. */
export const server = setupServer();
