/**
 * Adds a <wbr> after each dot and underscore in the text of a TOC entry's HTML
 * (never inside a tag or an entity), so long API names such as
 * `AutomationCondition.eager()` or `define_asset_job` wrap between their parts
 * instead of mid-word.
 */
export function withWordBreaks(html: string): string {
  return html.replace(/(<[^>]*>)|([^<]+)/g, (_match, tag: string | undefined, text: string | undefined) => {
    if (tag !== undefined) return tag;
    // A dot or underscore followed by a word character: not a trailing full stop.
    return (text ?? '').replace(/(?<!&[#\w]*)([._])(?=\w)/g, '$1<wbr>');
  });
}
