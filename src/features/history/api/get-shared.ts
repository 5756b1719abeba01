import { api, call } from '@/lib/api';

export const fetchShared = (shareId: string) => call(api.shared[':shareId'].$get({ param: { shareId: encodeURIComponent(shareId) } }));
