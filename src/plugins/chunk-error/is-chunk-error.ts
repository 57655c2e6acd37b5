/** Whether an error is what bundlers raise when a lazily loaded chunk cannot be fetched. */
function isChunkFailure(error: Error): boolean {
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w~.-]+ failed/i.test(error.message);
}

/** Recognises the errors bundlers raise when a lazily loaded chunk cannot be fetched. */
export function isChunkLoadError(reason: unknown): reason is Error {
  return reason instanceof Error && isChunkFailure(reason);
}

/** Whether the error, or any error in its `cause` chain, is a failed chunk load. */
export function causedByChunkLoad(reason: unknown): boolean {
  const seen = new Set<unknown>();
  let current = reason;
  // The chain is walked with a bound: a cause can point back at its own error.
  while (current instanceof Error && !seen.has(current)) {
    if (isChunkFailure(current)) return true;
    seen.add(current);
    current = current.cause;
  }
  return false;
}
