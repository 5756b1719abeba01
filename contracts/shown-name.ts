// How a stored displayName is shown. Apart from accounts.ts so that every page's header, which shows the name, does
// not carry the account screens' messages and rules with it.

/**
 * A displayName as the member would write it: a Korean name is written without the space the stored
 * displayName keeps between its parts ('김 블로그' → '김블로그'); any other name is shown as stored.
 */
export const shownName = (displayName: string) => (/^[가-힣]+ [가-힣]+$/.test(displayName) ? displayName.replace(' ', '') : displayName);
