import { AUTOMATION_LIMIT, MISSED_SLOT_WINDOW_HOURS } from '@contracts/automations';

// Korean messages of automation schedules, their runs and the VIP profile.
export const messages = {
  notFound: '자동화를 찾을 수 없습니다.',
  subscriptionRequired: '키워드 리포트를 구독한 회원만 자동화를 사용할 수 있습니다.',
  vipRequired: 'VIP 회원만 이용할 수 있습니다.',
  blogTargetVip: '블로그 자동 발행은 VIP 회원만 설정할 수 있습니다.',
  blogNotFound: '연결된 블로그를 찾을 수 없습니다.',
  listNotFound: '키워드 목록을 찾을 수 없습니다.',
  limit: `자동화는 ${AUTOMATION_LIMIT}개까지 만들 수 있습니다.`,
  alreadyQueued: '이미 실행을 기다리는 작업이 있습니다. 잠시 후 실행 기록을 확인해주세요.',
  // Run log reasons.
  missed: `서버가 멈춰 있던 동안의 예약이라 ${MISSED_SLOT_WINDOW_HOURS}시간 안에 실행하지 못했습니다.`,
  paused: '자동화가 일시 중지되어 실행하지 않았습니다.',
  emptySource: '키워드 목록이 비어 있어 쓸 키워드가 없습니다.',
  emptyReport: '받은 키워드 리포트가 없어 쓸 키워드가 없습니다.',
  listGone: '키워드 목록이 삭제되어 쓸 키워드가 없습니다.',
  unsubscribed: '키워드 리포트 구독이 해지되어 실행하지 않았습니다.',
  notVip: 'VIP 기간이 끝나 블로그 발행 자동화를 실행하지 않았습니다.',
  interrupted: '서버가 글을 쓰는 도중 멈췄습니다. 쓴 만큼은 환불됩니다.',
  shortPrefix: '생성 횟수와 크레딧이 부족해 건너뛰었습니다: ',
  publishFailed: (reason: string) => `글은 생성 기록에 저장했지만 발행을 예약하지 못했습니다: ${reason}`,
  // The one mail a member gets when runs start being skipped for want of counters or credits.
  shortMailSubject: '[글빛] 자동화가 크레딧 부족으로 건너뛰어졌습니다',
  shortMailBody: (name: string, automation: string, reason: string, link: string) =>
    `${name}님, 자동화 「${automation}」의 예약 실행을 건너뛰었습니다.\n\n사유: ${reason}\n\n크레딧을 충전하면 다음 예약부터 다시 실행됩니다. 충전하기: ${link}\n\n이 안내는 다시 실행될 때까지 한 번만 보내 드립니다.`,
  profileSaved: 'VIP 설정을 저장했습니다.',
  templateNotFound: '템플릿을 찾을 수 없습니다.',
} as const;
