import { api, call } from '@/lib/api';

/** Its own file: the app shell signs out from every page, without the login form's mutation hook. */
export const logout = () => call(api.users.logout.$post());
