import * as cheerio from 'cheerio';
import type {FigureText} from './components';

/**
 * The drawn figures of a built page (src/components/figures: an inline SVG
 * with `role="img"` and an `aria-label`, in a `<figure>` with a caption), in
 * document order. Their text is written in the components, so the export
 * reads it where the reader of the HTML gets it. A figure without either
 * text stops the build: the Markdown would lose it.
 */
export function drawnFigures(html: string): FigureText[] {
  // Most pages have none; parsing them all would cost seconds of every build.
  if (!html.includes('<figure')) return [];
  const $ = cheerio.load(html);
  return $('article figure')
    .filter((_, figure) => $(figure).find('svg[role="img"]').length > 0)
    .map((position, figure) => {
      const alt = collapse($(figure).find('svg[role="img"]').first().attr('aria-label') ?? '');
      const caption = collapse($(figure).find('figcaption').first().text());
      if (alt === '' || caption === '') {
        throw new Error(`drawn figure ${position + 1} of the page's HTML has no ${alt === '' ? 'aria-label' : 'caption'}`);
      }
      return {alt, caption};
    })
    .get();
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
