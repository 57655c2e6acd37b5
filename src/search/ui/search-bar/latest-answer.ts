type Search = (...args: unknown[]) => Promise<unknown>;

/**
 * Wraps a search client so every pending call settles with the answer to the
 * newest call. DocSearch asks once per keystroke and shows each answer as it
 * comes; its own guard drops only answers that arrive out of order. Calls made
 * before the embedded index is in all wait for it and are then answered one by
 * one, after the reader has stopped typing: the list would step through the
 * ranking of every prefix ("define_a", …, "define_asset_j") while the reader
 * reads it, and Enter would open the top hit of whichever prefix the dialog
 * held at that instant. Settling superseded calls with the newest answer means
 * the dialog only ever shows (and Enter only ever acts on) what was typed last.
 */
export function withLatestAnswer<C extends {search: unknown}>(client: C): C {
  const search = (client.search as Search).bind(client);
  let latest: Promise<unknown> | undefined;
  const settle = (call: Promise<unknown>): Promise<unknown> =>
    call.then(
      (response) => (call === latest ? response : settle(latest!)),
      (error: unknown) => {
        if (call === latest) throw error;
        return settle(latest!);
      },
    );
  const wrapped = Object.create(client) as C;
  (wrapped as {search: Search}).search = (...args) => {
    const call = search(...args);
    latest = call;
    return settle(call);
  };
  return wrapped;
}
