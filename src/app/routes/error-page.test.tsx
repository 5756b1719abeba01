import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-page';

function Broken(): never {
  throw new Error('boom');
}

describe('the error page', () => {
  it("shows status 500 and 'Internal Server Error' for an unexpected error", async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    spy.mockRestore();
  });

  it('shows the not-found page for a 404 response', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // What React Router's isRouteErrorResponse recognises: a 404 thrown while rendering.
    function Missing(): never {
      throw { status: 404, statusText: 'Not Found', internal: false, data: '' };
    }
    render(
      <MemoryRouter>
        <ErrorBoundary>
          <Missing />
        </ErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다 Page not found' })).toBeInTheDocument();
    spy.mockRestore();
  });
});
