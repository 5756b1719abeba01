import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw-server';

// nprogress animates with timers that outlive jsdom; the bar itself is checked in the browser suite.
vi.mock('nprogress', () => ({
  default: { configure: vi.fn(), start: vi.fn(), done: vi.fn(), set: vi.fn(), remove: vi.fn(), isStarted: vi.fn(() => false) },
}));

// jsdom does no layout, so it has no scrolling; the page scrolls results into view.
Element.prototype.scrollIntoView = () => undefined;

// `findBy…` waits up to 5 s: a busy CI machine renders a lazy page in more than the default 1 s.
configure({ asyncUtilTimeout: 5_000 });

// Any request a test did not plan for fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
