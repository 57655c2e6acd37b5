/** Recognises the errors bundlers raise when a lazily loaded chunk cannot be fetched. */
export function isChunkLoadError(reason: unknown): reason is Error {
  if (!(reason instanceof Error)) {
    return false;
  }
  return reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w~.-]+ failed/i.test(reason.message);
}
