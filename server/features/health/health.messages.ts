/** Korean answers of the readiness probe (an operator's load balancer and dashboards read them). */
export const healthMessages = {
  dbUnavailable: '데이터베이스에 연결할 수 없습니다.',
  migrationsPending: '데이터베이스 마이그레이션이 아직 적용되지 않았습니다.',
  jobsLagging: '예약 작업이 너무 오래 밀려 있습니다. 작업 실행기를 확인해주세요.',
} as const;
