import { act, render, screen } from '@testing-library/react';
import { type ComponentType, lazy } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { resetStores } from '@/testing/render';
import { Guard } from './guards';
import { arrived, forgetServedFrame, setServedFrame, whenArrived } from './page-frame';

const HEADING = '<div data-page-heading=""><h1>프롬프트</h1><p>나만의 글쓰기 지침 템플릿을 만듭니다.</p></div>';

/** The page as the server sent it: its heading in the frame, at `path`. */
function arriveAt(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="arrived"><div data-page-frame="">${HEADING}</div></div>`;
  forgetServedFrame();
}

/** A page whose code arrives when the test says so. */
function slowPage() {
  let arrive: (page: ComponentType) => void = () => {};
  const Page = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = (page) => resolve({ default: page }))));
  return { Page, arrive: (page: ComponentType) => act(async () => arrive(page)) };
}

function renderGuarded(path: string, Page: ComponentType, requires: ('signIn' | 'admin')[] = ['signIn']) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>글쓰기 화면</p>} />
        <Route path={path} element={<Guard requires={requires} title="프롬프트"><Page /></Guard>} />
      </Routes>
    </MemoryRouter>,
    { container: document.body.appendChild(document.createElement('div')) },
  );
}

beforeEach(() => resetStores());
afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
  forgetServedFrame();
});

describe('a page that arrived with its heading (page frame)', () => {
  it('keeps the heading while the session loads and while its code loads, then shows the page', async () => {
    arriveAt('/prompts');
    useAuthStore.setState({ status: 'loading', isAuthenticated: false });
    const { Page, arrive } = slowPage();
    renderGuarded('/prompts', Page);
    const frame = () => screen.getAllByRole('heading', { level: 1, name: '프롬프트' });
    expect(frame()).toHaveLength(2); // the markup it arrived with, and the guard's frame rendered from it
    document.getElementById('arrived')?.remove();
    expect(screen.getByText('나만의 글쓰기 지침 템플릿을 만듭니다.')).toBeVisible();
    expect(screen.getByRole('status', { name: '불러오는 중' })).toBeInTheDocument();
    // The member is known; the page's code is not there yet: still the heading, never an empty page.
    act(() => useAuthStore.setState({ status: 'ready', isAuthenticated: true }));
    expect(frame()).toHaveLength(1);
    await arrive(() => <h1>프롬프트 목록</h1>);
    expect(await screen.findByRole('heading', { level: 1, name: '프롬프트 목록' })).toBeVisible();
    expect(screen.queryByText('나만의 글쓰기 지침 템플릿을 만듭니다.')).toBeNull();
  });

  it('still sends a visitor to / from a page that needs sign-in', async () => {
    arriveAt('/prompts');
    useAuthStore.setState({ status: 'loading', isAuthenticated: false });
    renderGuarded('/prompts', () => <h1>프롬프트 목록</h1>);
    document.getElementById('arrived')?.remove();
    expect(screen.getByRole('heading', { level: 1, name: '프롬프트' })).toBeVisible();
    act(() => useAuthStore.setState({ status: 'ready', isAuthenticated: false }));
    expect(await screen.findByText('글쓰기 화면')).toBeVisible();
  });

  it('shows no heading of another address: a page reached inside the app waits with a spinner', () => {
    arriveAt('/keyword');
    useAuthStore.setState({ status: 'loading', isAuthenticated: false });
    renderGuarded('/prompts', () => <h1>프롬프트 목록</h1>);
    document.getElementById('arrived')?.remove();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status', { name: '불러오는 중' })).toBeInTheDocument();
  });

  it('renders on the server the heading it is given, for that address only', () => {
    setServedFrame('/prompts', HEADING);
    useAuthStore.setState({ status: 'loading', isAuthenticated: false });
    renderGuarded('/prompts', () => <h1>프롬프트 목록</h1>);
    expect(screen.getByRole('heading', { level: 1, name: '프롬프트' })).toBeVisible();
  });
});

describe('work held until the arrival\'s page is on screen (whenArrived)', () => {
  it('runs a quarter second after the page\'s paint, not when it is revealed, and at once after that', () => {
    vi.useFakeTimers();
    try {
      const ran: string[] = [];
      whenArrived(() => ran.push('text faces'));
      arrived();
      // The reveal's frame is not on screen yet: nothing that would share the line with it goes out.
      vi.advanceTimersByTime(50);
      expect(ran).toEqual([]);
      vi.advanceTimersByTime(400);
      expect(ran).toEqual(['text faces']);
      whenArrived(() => ran.push('later'));
      expect(ran).toEqual(['text faces', 'later']);
    } finally {
      vi.useRealTimers();
    }
  });
});
