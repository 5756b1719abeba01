/** The promise's value, or null once `ms` have passed without it; the promise runs on either way. */
export async function withinTime<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, ms, null)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
