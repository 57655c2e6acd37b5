/** A word longer than this may still break, so that it can never push past a phone's column. */
export const MAX_UNBROKEN_LENGTH = 32;

export interface CodePiece {
  text: string;
  /** A hyphenated word kept on one line (`--python-file`, `dagster-webserver`). */
  whole: boolean;
}

/**
 * Inline code cut into its words and the spaces between them, marking the
 * words a browser would otherwise break after a hyphen. A line may still end
 * at a space, never inside `--partition-range`. The pieces join back to the
 * exact text, so copying and search see the code unchanged.
 */
export function codePieces(text: string): CodePiece[] {
  return text
    .split(/(\s+)/)
    .filter((piece) => piece !== '')
    .map((piece) => ({text: piece, whole: piece.includes('-') && !/\s/.test(piece) && piece.length <= MAX_UNBROKEN_LENGTH}));
}
