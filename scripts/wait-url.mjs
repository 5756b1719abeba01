// Waits until a URL answers 200 (used by the end-to-end suite to start a second server after the
// first one has built the app). Usage: node scripts/wait-url.mjs <url> [timeoutSeconds]
const [url, timeout = '240'] = process.argv.slice(2);
const until = Date.now() + Number(timeout) * 1000;
for (;;) {
  try {
    if ((await fetch(url)).ok) process.exit(0);
  } catch {
    // not up yet
  }
  if (Date.now() > until) {
    process.stderr.write(`${url} did not answer within ${timeout} s\n`);
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 500));
}
