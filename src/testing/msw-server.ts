import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { SessionResponse, UserRecord } from '@contracts/accounts';

/** What GET /api/session answers in client tests; `resetStores` keeps it in step with the stores. */
export const mockSession: { current: SessionResponse } = {
  current: { user: null, visitor: { id: 'v1', temp_id: 'temp_test', gen_cnt: 99 }, wallet: null, features: { google: true, offlineWriter: true } },
};

export const buildUserRecord = (overrides: Partial<UserRecord> = {}): UserRecord => ({
  id: 'u1',
  username: 'gildong_hong',
  name: '홍 길동',
  email: 'gildong@example.kr',
  avatar: null,
  collectionId: 'users',
  grade: 'normal',
  gen_cnt: 99,
  imgCount: 99,
  adv_cnt: 99,
  wantKeywordReport: false,
  emailVisibility: false,
  verified: true,
  role: 'user',
  ...overrides,
});

/** Handlers every client test starts with; a test adds its own with `server.use(...)`. */
export const defaultHandlers = [
  http.get('*/version.json', () => HttpResponse.json({ version: '0.0.0', buildId: __BUILD_ID__ })),
  http.get('*/api/session', () => HttpResponse.json(mockSession.current)),
  http.post('*/api/visitors', () => HttpResponse.json({ visitor: mockSession.current.visitor, created: false })),
  http.get('*/api/prompts', () => HttpResponse.json({ presets: [], templates: [] })),
  http.get('*/api/keywords/lists', () => HttpResponse.json({ lists: [] })),
  http.get('*/api/pricing', () => HttpResponse.json({ generation: 10, keywordLookup: 10, image: 20 })),
  http.get('*/api/credits/ledger', () =>
    HttpResponse.json({ rows: [], page: 1, pageCount: 1, wallet: { paidCredits: 0, eventCredits: 0, totalCredits: 0 }, vipExpiresAt: null }),
  ),
  http.get('*/api/credits/orders', () => HttpResponse.json({ orders: [] })),
  http.get('*/api/generations', () => HttpResponse.json({ items: [], nextCursor: null })),
  http.post('*/api/users/password-check', () => HttpResponse.json({ ok: true, message: null })),
  // The business facts every footer shows (none set).
  http.get('*/api/site', () =>
    HttpResponse.json({
      company: { name: null, ceo: null, registrationNumber: null, mailOrderNumber: null, address: null, phone: null, email: null },
      payments: { online: true, bankTransfer: true },
    }),
  ),
  http.get('*/api/contents', () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 9 })),
  http.get('*/api/contents/:id', () => HttpResponse.json({ error: { code: 'ARTICLE_NOT_FOUND', message: '글을 찾을 수 없습니다.' } }, { status: 404 })),
  http.get('*/api/products/:slug', () => HttpResponse.json({ error: { code: 'PRODUCT_NOT_FOUND', message: '상품을 찾을 수 없습니다.' } }, { status: 404 })),
  // 지식iN and the mail-provider connection.
  http.get('*/api/kin/status', () => HttpResponse.json({ ready: true, mode: 'hub', missing: [], message: null })),
  http.get('*/api/kin/bookmarks', () => HttpResponse.json({ bookmarks: [] })),
  // Rank tracking: nothing tracked.
  http.get('*/api/rankings', () => HttpResponse.json({ targets: [], available: true, manual: { used: 0, limit: 10 }, checkNow: { left: 3, limit: 3 } })),
  http.get('*/api/rankings/changes', () => HttpResponse.json({ changes: [] })),
  http.get('*/api/admin/mail', () =>
    HttpResponse.json({ transport: 'outbox', zoho: { missing: [], redirectUri: 'http://localhost:8787/zoho-oauth', connected: false, email: null, connectedAt: null, lastError: null, lastErrorAt: null } }),
  ),
];

export const server = setupServer(...defaultHandlers);
