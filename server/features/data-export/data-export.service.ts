import { asc, eq, inArray } from 'drizzle-orm';
import { strToU8, type Zippable, zipSync } from 'fflate';
import type { Db } from '../../db/client';
import {
  creditItems,
  creditOrders,
  generations,
  keywordListItems,
  keywordLists,
  naverCredentials,
  promptTemplates,
  reportSubscriptions,
  usageEvents,
  userAgreements,
  users,
  vipMemberships,
  wallets,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { rankHistoryCsv, rankHistoryRows } from '../rankings';
import { dataExportMessages } from './data-export.messages';

// The README inside the zip, in the member's language.
const README = `글빛 — 내 데이터 내보내기

개인정보 보호법에 따라 요청하신, 글빛이 보관하고 있는 회원님의 데이터입니다.

- profile.json          회원 정보 (이름, 이메일, 아이디, 등급, 남은 횟수, 가입일)
- agreements.json       이용약관·개인정보·이메일 수신 동의 기록 (버전, 시각, 접속 IP)
- posts/*.md            작성한 글 (Markdown, 글마다 한 파일)
- prompts.json          저장한 프롬프트 템플릿
- keyword-lists.json    저장한 키워드 목록과 키워드
- ledger.json           크레딧 지갑, 충전·사용·환불 내역, 결제 주문, VIP 이용 기록
- settings.json         리포트 구독, 네이버 API 연결 여부 (키 자체는 보안을 위해 넣지 않습니다)
- rankings.csv          글마다 날짜별 네이버 검색 순위 기록 (엑셀에서 바로 열리는 CSV)

비밀번호와 로그인 세션, 암호화해 보관하는 네이버 API 키는 포함되지 않습니다.
`;

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
const day = (d: Date) => d.toISOString().slice(0, 10);
const safeName = (s: string) =>
  [...s].map((ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? ' ' : ch)).join('').trim().slice(0, 60) || 'post';

/** A post as a Markdown file: a short header of what it was written from, then the text as written. */
function postMarkdown(g: typeof generations.$inferSelect) {
  const header = [
    '---',
    `title: ${JSON.stringify(g.title)}`,
    `keyword: ${JSON.stringify(g.keyword)}`,
    `status: ${g.status}`,
    `model: ${JSON.stringify(`${g.provider}/${g.model}`)}`,
    `created_at: ${g.createdAt.toISOString()}`,
    '---',
    '',
  ];
  return `${header.join('\n')}${g.content}\n`;
}

/** Everything a member's account holds, as one zip (the privacy law's right of access and portability). */
export async function buildMemberExport(db: Db, userId: string): Promise<{ zip: Uint8Array; fileName: string }> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', dataExportMessages.memberNotFound, 404);
  const [agreements, posts, prompts, lists, wallet, credits, usage, orders, vip, subscription, naver] = await Promise.all([
    db.select().from(userAgreements).where(eq(userAgreements.userId, userId)),
    db.select().from(generations).where(eq(generations.ownerUserId, userId)).orderBy(asc(generations.createdAt)),
    db.select().from(promptTemplates).where(eq(promptTemplates.userId, userId)),
    db.select().from(keywordLists).where(eq(keywordLists.userId, userId)),
    db.select().from(wallets).where(eq(wallets.userId, userId)),
    db.select().from(creditItems).where(eq(creditItems.userId, userId)),
    db.select().from(usageEvents).where(eq(usageEvents.ownerUserId, userId)),
    db.select().from(creditOrders).where(eq(creditOrders.userId, userId)),
    db.select().from(vipMemberships).where(eq(vipMemberships.userId, userId)),
    db.select().from(reportSubscriptions).where(eq(reportSubscriptions.userId, userId)),
    db.select({ hint: naverCredentials.hint, verifiedAt: naverCredentials.verifiedAt }).from(naverCredentials).where(eq(naverCredentials.userId, userId)),
  ]);
  const ranks = await rankHistoryRows(db, userId);
  const items = lists.length ? await db.select().from(keywordListItems).where(inArray(keywordListItems.listId, lists.map((l) => l.id))) : [];

  const entries: Zippable = {
    'README.txt': strToU8(README),
    'profile.json': json(user),
    'agreements.json': json(agreements),
    'prompts.json': json(prompts),
    'keyword-lists.json': json(lists.map((list) => ({ ...list, keywords: items.filter((i) => i.listId === list.id) }))),
    'ledger.json': json({ wallet: wallet[0] ?? null, credits, usage, orders, vip }),
    'rankings.csv': strToU8(rankHistoryCsv(ranks)),
    'settings.json': json({ reportSubscription: subscription[0] ?? null, naverApi: naver[0] ? { connected: true, ...naver[0] } : { connected: false } }),
  };
  const used = new Set<string>();
  for (const post of posts) {
    let name = `posts/${day(post.createdAt)}-${safeName(post.title)}.md`;
    for (let n = 2; used.has(name); n++) name = `posts/${day(post.createdAt)}-${safeName(post.title)}-${n}.md`;
    used.add(name);
    entries[name] = strToU8(postMarkdown(post));
  }
  return { zip: zipSync(entries, { level: 6 }), fileName: `geulbit-${user.username ?? 'member'}-${day(new Date())}.zip` };
}
