// Waiting in a test for something another process does (a mail arrives, a push is received, a row
// changes): the check is asked every 100 ms until it gives a value, or the test fails naming what it waited for.
export async function waitFor<T>(what: string, check: () => T | undefined | false | Promise<T | undefined | false>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
