import { CalendarClock, History, ImageIcon, type LucideIcon, MessageSquareText, PenLine, Search } from 'lucide-react';
import { paths } from '@/config/paths';
import type { Requirement } from '../guards';

export type MenuItem = { label: string; href: string; icon: LucideIcon; requires: readonly Requirement[] };

// Spec §2 "Sidebar menu": the items, their order and their access rules.
export const sidebarMenu: readonly MenuItem[] = [
  { label: '키워드 분석', href: paths.keyword.href(), icon: Search, requires: ['signIn'] },
  { label: '글쓰기', href: paths.home.href(), icon: PenLine, requires: [] },
  { label: '생성 기록', href: paths.history.href(), icon: History, requires: [] },
  { label: '프롬프트', href: paths.prompts.href(), icon: MessageSquareText, requires: ['signIn'] },
  { label: '이미지', href: paths.images.href(), icon: ImageIcon, requires: ['signIn'] },
  { label: '자동화', href: paths.automation.href(), icon: CalendarClock, requires: ['signIn', 'subscription'] },
];

export const SUBSCRIPTION_REQUIRED_MESSAGE = '키워드 리포트를 구독하면 이용할 수 있습니다. 내 정보에서 구독을 켜 주세요.';
